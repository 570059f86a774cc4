// Writes which modules went into which chunk (sizes before minification) for bundle analysis.
const fs = require('fs')

class BundleStatsPlugin {
  constructor(file) {
    this.file = file
  }
  apply(compiler) {
    compiler.hooks.done.tap('BundleStatsPlugin', (stats) => {
      const json = stats.toJson({ chunks: true, chunkModules: true, nestedModules: true, modules: false, assets: false, reasons: false, source: false, chunkOrigins: false })
      const chunks = json.chunks.map((c) => ({
        id: c.id,
        files: c.files,
        initial: c.initial,
        size: c.size,
        // Concatenated modules carry their parts in m.modules; list the parts.
        modules: (c.modules || []).flatMap((m) => (m.modules ? m.modules : [m])).map((m) => ({ name: m.name || m.identifier || m.nameForCondition, size: m.size })).sort((a, b) => b.size - a.size),
      }))
      fs.writeFileSync(this.file, JSON.stringify(chunks))
    })
  }
}

module.exports = { BundleStatsPlugin }
