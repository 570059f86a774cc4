// Webpack loader for the plugin manifests in src/slots/fills/ (H5 build only; see config/web-bundle.js).
//
// A manifest is a list of side-effect imports, one per plugin embed file (`import
// '@/pages/plugins/<plugin>/embeds/<host>'`), imported by the host page. As written, every plugin's embed
// code lands in the host's own chunk, so the host's first load would grow with each plugin. On the web
// this loader turns the manifest into one lazy chunk of all its embeds, fetched as soon as the host's code
// runs (in parallel with the page's first request) and registered when it arrives; the slots redraw then
// (src/slots/slot.tsx `loadFills`). Mini-programs and the tests keep the plain imports.
const EMBED_IMPORT = /^import '@\/pages\/plugins\/[a-z0-9-]+\/embeds\/[a-z0-9-]+'$/
const EAGER = 'eager'

/** The manifest's lines that are not comments or blank must all be embed imports; anything else stays eager. */
function isPlainManifest(source) {
  const lines = source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
  return lines.length > 0 && lines.every((line) => EMBED_IMPORT.test(line))
}

function lazyManifest(source, fileName) {
  if (!isPlainManifest(source)) return source
  return ["import { loadFills } from '@/slots/fills-pending'", `loadFills(() => import('./${fileName}?${EAGER}'))`, ''].join('\n')
}

module.exports = function lazyFillsLoader(source) {
  // The `?eager` copy is the manifest itself: the chunk the lazy one loads.
  if (new URLSearchParams(this.resourceQuery.slice(1)).has(EAGER)) return source
  return lazyManifest(String(source), require('path').basename(this.resourcePath))
}
module.exports.lazyManifest = lazyManifest
module.exports.isPlainManifest = isPlainManifest
