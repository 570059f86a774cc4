// Stand-in for the `platform` user-agent library (~6 KB gzip), which Taro's H5 getDeviceInfo reads for
// brand, model, system and platform, and which came along with every page that picks a photo (Taro's
// chooseImage asks getDeviceInfo whether a video comes from iOS). The shop reads none of those four
// fields; this keeps `os.family` and `os.toString()` for the systems a shopper uses (iOS, Android,
// Windows, macOS, Linux) and names Apple's devices. tests/unit/web-shims.test.ts compares it with platform.
function describe(ua) {
  const apple = /\b(iPhone|iPad|iPod)\b/.exec(ua)
  const version = (pattern) => {
    const match = pattern.exec(ua)
    return match ? match[1].replace(/_/g, '.') : null
  }
  const found = (family, number) => ({ family, version: number, toString: () => (number ? `${family} ${number}` : family) })
  let os = null
  if (apple) os = found('iOS', version(/OS (\d+(?:_\d+)*) like Mac OS X/))
  else if (/\bAndroid\b/.test(ua)) os = found('Android', version(/Android (\d+(?:\.\d+)*)/))
  else if (/\bWindows Phone\b/.test(ua)) os = found('Windows Phone', version(/Windows Phone (\d+(?:\.\d+)*)/))
  else if (/\bWindows\b/.test(ua)) os = found('Windows', null)
  else if (/\bCrOS\b/.test(ua)) os = found('Chrome OS', null)
  else if (/\bMac OS X\b/.test(ua)) os = found('OS X', version(/Mac OS X (\d+(?:[._]\d+)*)/))
  else if (/\bLinux\b/.test(ua)) os = found('Linux', null)
  return {
    manufacturer: apple ? 'Apple' : null,
    product: apple ? apple[1] : null,
    os,
    parse: describe,
  }
}

module.exports = describe(typeof navigator === 'undefined' ? '' : navigator.userAgent || '')
