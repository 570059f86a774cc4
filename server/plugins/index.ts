// Every plugin module of the demo server, one import each (each calls definePlugin()).
export {}
