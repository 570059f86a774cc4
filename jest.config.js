// Three projects: the app (jsdom + Taro's test utils), the demo server (node) and the tooling checks (node).
const taroJest = require('@tarojs/test-utils-react/dist/jest.js').default

const styleStub = '<rootDir>/tests/setup/style-stub.js'
const transform = { '^.+\\.(mjs|cjs|js|jsx|ts|tsx)$': 'babel-jest' }

// bail/verbose are root-level options; a project must not carry them.
const { bail: _bail, verbose: _verbose, ...appBase } = taroJest({})
function withoutKey(object, key) {
  const { [key]: _dropped, ...rest } = object
  return rest
}

const app = {
  ...appBase,
  displayName: 'app',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  // Render Taro's HTML components, as the web build does (see tests/setup/resolver.js).
  resolver: '<rootDir>/tests/setup/resolver.js',
  transform,
  // Taro's runtime ships ES modules deep inside node_modules: transform everything (babel-jest caches it).
  transformIgnorePatterns: [
    '^(?!.*node_modules/(@tarojs|taro-ui|swiper|ssr-window|dom7|@stencil|mobx|mobx-react-lite|query-string|decode-uri-component|split-on-first|filter-obj|lodash-es)/).*node_modules/',
  ],
  setupFiles: ['<rootDir>/tests/setup/taro-setup.js'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup/rtl-setup.js'],
  globals: { ...(appBase.globals || {}), APP_CLIENT_TYPE: 'h5', APP_REQUEST_URL: 'http://shop.test/', APP_NATIVE_TAB_BAR: false },
  moduleNameMapper: {
    // Not Taro's mapping of '@tarojs/components' to its Stencil web components: the resolver picks the HTML ones.
    ...withoutKey(appBase.moduleNameMapper || {}, '@tarojs/components$'),
    '\\.(css|less|scss|sass)$': styleStub,
    '@tarojs/taro$': '<rootDir>/tests/setup/taro-runtime.js',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
  testMatch: ['<rootDir>/tests/unit/**/*.test.(ts|tsx)', '<rootDir>/tests/components/**/*.test.(ts|tsx)', '<rootDir>/tests/contract/**/*.test.(ts|tsx)'],
}

const server = {
  displayName: 'server',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.(js|ts)$': 'babel-jest' },
  testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
}

// Checks of the project's own tooling (this config, the test command).
const tooling = {
  displayName: 'tooling',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.(js|ts)$': 'babel-jest' },
  testMatch: ['<rootDir>/tests/tooling/**/*.test.ts'],
}

module.exports = {
  // A root-level option (Jest ignores it inside a project): room for the 4 s waits of
  // tests/setup/rtl-setup.js on a busy machine.
  testTimeout: 20000,
  projects: [app, server, tooling],
}
