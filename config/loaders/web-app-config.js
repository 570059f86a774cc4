// Webpack loader for the H5 app entry Taro generates from src/app.config.ts (taro-loader/lib/h5 writes the
// app config into it as one JSON line, `var config = {...}`). On the web the plugin subpackages are
// already merged into `pages` and nothing reads `subPackages` at run time, so the second copy of every
// plugin page path (~0.8 KB gzip in the entry, growing with each plugin) is left out.
const CONFIG_LINE = /^var config = (\{.*\})$/m

function withoutSubPackages(source) {
  return source.replace(CONFIG_LINE, (line, json) => {
    const config = JSON.parse(json)
    if (!Array.isArray(config.pages) || !config.subPackages) return line
    const { subPackages, ...rest } = config
    // Only safe while every subpackage page is in `pages` (Taro merges them for H5).
    const missing = subPackages.flatMap((pkg) => pkg.pages.map((page) => `${pkg.root}/${page}`)).filter((page) => !config.pages.includes(page))
    if (missing.length) throw new Error(`web-app-config: subpackage pages missing from pages: ${missing.join(', ')}`)
    return `var config = ${JSON.stringify(rest)}`
  })
}

module.exports = function webAppConfigLoader(source) {
  return withoutSubPackages(String(source))
}
module.exports.withoutSubPackages = withoutSubPackages
