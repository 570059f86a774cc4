// Writes which modules went into which chunk (sizes before minification, first importer) for bundle
// analysis. BUNDLE_REASONS=<regex>: also list every importer of the modules whose name matches.
const fs = require('fs')

class BundleStatsPlugin {
  constructor(file) {
    this.file = file
  }
  apply(compiler) {
    compiler.hooks.done.tap('BundleStatsPlugin', (stats) => {
      const reasons = process.env.BUNDLE_REASONS ? new RegExp(process.env.BUNDLE_REASONS) : null
      const json = stats.toJson({
        chunks: true,
        chunkModules: true,
        nestedModules: true,
        modules: false,
        assets: false,
        reasons: Boolean(reasons),
        source: false,
        chunkOrigins: false,
      })
      const importers = reasons ? importersOf(stats.compilation, reasons) : new Map()
      // The chunk groups each chunk belongs to (a lazy page import is one group: its page chunk and the
      // shared splits it needs), so bench:web can add up a route's first load.
      const groupsOf = new Map()
      for (const chunk of stats.compilation.chunks) {
        groupsOf.set(
          chunk.id,
          [...chunk.groupsIterable].map((g) => g.chunks.map((c) => c.id)),
        )
      }
      const chunks = json.chunks.map((c) => ({
        id: c.id,
        groups: groupsOf.get(c.id) || [],
        files: c.files,
        initial: c.initial,
        size: c.size,
        // Concatenated modules carry their parts in m.modules; list the parts.
        modules: (c.modules || [])
          .flatMap((m) => (m.modules ? m.modules : [m]))
          .map((m) => ({ name: m.name || m.identifier || m.nameForCondition, size: m.size, issuer: m.issuerName, importers: importers.get(m.name) }))
          .sort((a, b) => b.size - a.size),
      }))
      fs.writeFileSync(this.file, JSON.stringify(chunks))
      if (reasons) fs.writeFileSync(`${this.file}.importers.json`, JSON.stringify(Object.fromEntries(importers), null, 1))
    })
  }
}

/** name -> names of the modules that import it, for every module whose name matches `pattern`. */
function importersOf(compilation, pattern) {
  const found = new Map()
  const shortName = (module) => module.readableIdentifier(compilation.requestShortener)
  for (const module of compilation.modules) {
    const parts = module.modules ? [...module.modules] : [module]
    for (const part of parts) {
      const name = shortName(part)
      if (!pattern.test(name)) continue
      const from = [...compilation.moduleGraph.getIncomingConnections(part)]
        .filter((c) => c.isTargetActive(undefined))
        .map((c) => c.originModule && shortName(c.originModule))
        .filter(Boolean)
      found.set(name, [...new Set(from)])
    }
  }
  return found
}

module.exports = { BundleStatsPlugin }
