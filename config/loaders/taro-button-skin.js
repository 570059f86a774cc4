// Webpack pre-loader for the CSS of Taro's React (HTML) components on H5.
//
// Their Button ships a WeUI skin in two-class selectors (.taro-button-core.taro-btn-default, the 15px gap
// of .taro-button-core + .taro-button-core, the disabled and mini variants) that outrank every one-class
// button style in the app, so a checkout button would turn grey with black text. Dropping those rules
// lets each button look the way its own class says; the base .taro-button-core rule (one class, loaded
// before the app's CSS) stays as the fallback look.
const postcss = require('postcss')

const SKIN_SELECTOR = /\.taro-btn-(default|disabled|mini)\b|\.taro-button-core\s*\+\s*\.taro-button-core|\.taro-button-core:not\(\.taro-btn-disabled\):active/

function dropButtonSkin(css) {
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    if (!rule.selector.includes('taro-button-core')) return
    const kept = rule.selectors.filter((selector) => !SKIN_SELECTOR.test(selector))
    if (!kept.length) rule.remove()
    else if (kept.length !== rule.selectors.length) rule.selectors = kept
  })
  return root.toString()
}

module.exports = function taroButtonSkinLoader(source) {
  return dropButtonSkin(String(source))
}
module.exports.dropButtonSkin = dropButtonSkin
