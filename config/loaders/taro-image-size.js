// Webpack pre-loader for Taro's React (HTML) Image on H5.
//
// On every picture's load event, Image reports its size as `detail` by reading the <img>'s laid-out
// width and height, which makes the browser lay out the page there and then: with a screenful of pictures
// arriving as the home builds, that is a long task each time. The shop never reads that size; the
// picture's own size (naturalWidth/naturalHeight, what a mini-program's Image reports) needs no layout.
const LAID_OUT_SIZE = /width:\s*e\.target\.width,\s*height:\s*e\.target\.height/

function reportNaturalSize(source) {
  const text = String(source)
  // Fails the build when Taro changes this code, instead of silently keeping the forced layout.
  if (!LAID_OUT_SIZE.test(text)) throw new Error("taro-image-size: Taro's Image no longer reads e.target.width/height; review this loader")
  return text.replace(LAID_OUT_SIZE, 'width: e.target.naturalWidth, height: e.target.naturalHeight')
}

module.exports = function taroImageSizeLoader(source) {
  return reportNaturalSize(source)
}
module.exports.reportNaturalSize = reportNaturalSize
