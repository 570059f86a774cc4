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
