// Taro's web components make DOM dumps enormous; failed queries report just the message.
// The web components also render a frame or more after React does, and CI machines are slower than a
// laptop: findBy/waitFor wait up to 4 s (the app project's tests get 20 s each, see jest.config.js).
require('@testing-library/react').configure({
  asyncUtilTimeout: 4000,
  getElementError: (message) => {
    const error = new Error(message)
    error.name = 'TestingLibraryElementError'
    return error
  },
})

// taro-ui's spinner (every busy ActionButton) sizes itself with pxTransform, which the H5 entry sets up in the app.
require('@tarojs/taro').initPxTransform({ designWidth: 750, deviceRatio: { 750: 1 } })

// A React state update outside act() means a test stopped looking before the page settled: such a
// warning fails the test it happened in. Taro's HTML Input forwards its onConfirm prop to the <input>
// element (it handles Enter itself), which React reports in development builds only; that line is noise.
const { format } = require('util')
const reportError = console.error
let actWarnings = []
beforeEach(() => {
  actWarnings = []
  jest.spyOn(console, 'error').mockImplementation((...args) => {
    const text = format(...args)
    if (text.includes('Unknown event handler property `onConfirm`')) return
    if (text.includes('not wrapped in act(')) actWarnings.push(text.split('\n')[0])
    reportError(...args)
  })
})
afterEach(() => {
  console.error.mockRestore?.()
  if (actWarnings.length) throw new Error(`React updated outside act(): ${actWarnings.join('; ')}`)
})
