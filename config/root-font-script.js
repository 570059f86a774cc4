// The H5 rem base: Taro's design width is 750, so 1rem = 40px on a 750px-wide window. Windows wider
// than 960 are treated as 800 wide (spec 2), so a desktop browser shows a phone-proportioned shop
// (pages are also capped at 1600 design px and centred) instead of giant type.
const ROOT_FONT_SCRIPT =
  '!function(n){function f(){var e=n.document.documentElement,w=e.getBoundingClientRect().width||n.innerWidth;' +
  'if(w>960)w=800;e.style.fontSize=40*w/750+"px"}n.addEventListener("resize",function(){f();setTimeout(f,500)});f()}(window);'

module.exports = { ROOT_FONT_SCRIPT }
