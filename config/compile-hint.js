// V8's explicit compile hint (Chrome 136+, WICG "Explicit JavaScript Compile Hints"): a file that starts
// with the comment `//# allFunctionsCalledOnLoad` has all its functions compiled while it streams in, off
// the main thread, instead of each one on the main thread when it is first called. Nearly every function of
// the web entry (React DOM, MobX, Taro's runtime and router, the stores) runs on the first load, so its
// run got shorter (bench:web LCP -35 to -60 ms, docs/PERFORMANCE.md). Only the entry: hinting the landing
// page's joined file measured no better, and lazy chunks hold code that may never run. Other engines
// read it as a plain comment.
const webpack = require('webpack')

const PLUGIN = 'CompileHintPlugin'
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The scripts of the build's entry points (the entry and the runtime). */
function entryScripts(compilation) {
  const files = new Set()
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const chunk of entrypoint.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file)
  }
  return [...files]
}

class CompileHintPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying (which drops ordinary comments), before the files are named by their content.
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const file of entryScripts(compilation)) {
            compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source))
          }
        },
      )
    })
  }
}

module.exports = { CompileHintPlugin, COMPILE_HINT }
