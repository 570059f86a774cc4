// Brotli copies of the web build's hashed scripts and stylesheets (`name.js.br` next to it), made once at
// build time with the slowest, smallest setting: ~15% fewer bytes than gzip -9 on the first screen's files.
// The demo server sends them to browsers that accept br (server/core/static-files.ts); a web server in front
// of a real shop can do the same (nginx `brotli_static on`). The service worker's precache list skips them.
const zlib = require('zlib')
const { promisify } = require('util')
const webpack = require('webpack')

const PLUGIN = 'PrecompressPlugin'
const brotli = promisify(zlib.brotliCompress)
/** Below this a file fits in the first packets either way. */
const MIN_BYTES = 1024

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After the service worker's precache list is written (OPTIMIZE_TRANSFER - 10), so .br files stay out of it.
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          // Only files named by their content's hash: a copy can then never be older than its file (sw.js,
          // served fresh on every visit and small, is compressed as it is sent).
          const names = Object.keys(assets).filter((name) => /\.[0-9a-f]{8}\.(js|css)$/.test(name))
          await Promise.all(
            names.map(async (name) => {
              const source = compilation.getAsset(name).source.buffer()
              if (source.length < MIN_BYTES) return
              const compressed = await brotli(source, {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
              })
              compilation.emitAsset(`${name}.br`, new webpack.sources.RawSource(compressed), { precompressed: true })
            }),
          )
        },
      )
    })
  }
}

module.exports = { PrecompressPlugin }
