// Two projects: the app (jsdom + Taro's test utils) and the demo server (node).
const taroJest = require('@tarojs/test-utils-react/dist/jest.js').default

const styleStub = '<rootDir>/tests/setup/style-stub.js'
const transform = { '^.+\\.(mjs|cjs|js|jsx|ts|tsx)$': 'babel-jest' }

// bail/verbose are root-level options; a project must not carry them.
const { bail: _bail, verbose: _verbose, ...appBase } = taroJest({})
const app = {
  ...appBase,
  displayName: 'app',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  transform,
  // Taro's runtime ships ES modules deep inside node_modules: transform everything (babel-jest caches it).
  transformIgnorePatterns: ['^(?!.*node_modules/(@tarojs|taro-ui|swiper|ssr-window|dom7|@stencil|mobx|mobx-react-lite|query-string|decode-uri-component|split-on-first|filter-obj|lodash-es)/).*node_modules/'],
  setupFiles: ['<rootDir>/tests/setup/taro-setup.js'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup/rtl-setup.js'],
  globals: { ...(appBase.globals || {}), APP_CLIENT_TYPE: 'h5', APP_REQUEST_URL: 'http://shop.test/' },
  moduleNameMapper: {
    ...(appBase.moduleNameMapper || {}),
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

// 20 s per test: room for the 4 s waits of tests/setup/rtl-setup.js on a slow machine. testTimeout is
// a root (global) option in Jest 29: inside a project it is ignored ("Unknown option").
module.exports = { testTimeout: 20000, projects: [app, server] }
