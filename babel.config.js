// Taro's preset for the app (src/, component tests); plain node targets for the demo server and its tests.
module.exports = {
  overrides: [
    {
      test: /[\\/](server|scripts|tests[\\/]server)[\\/]/,
      presets: [['@babel/preset-env', { targets: { node: 'current' } }], '@babel/preset-typescript'],
    },
    {
      exclude: /[\\/](server|scripts|tests[\\/]server)[\\/]/,
      presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5', useBuiltIns: false }]],
    },
  ],
}
