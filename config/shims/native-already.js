// Stand-in for polyfills Taro's H5 API layer imports for very old browsers (fetch, AbortController):
// every browser the H5 build targets (package.json browserslist "h5") has them natively.
