import type { UserConfigExport } from '@tarojs/cli'

export default {
  mini: {},
  h5: { devServer: { port: 47399, host: '127.0.0.1', hot: false, liveReload: false, devMiddleware: { writeToDisk: true } } },
} satisfies UserConfigExport<'webpack5'>
