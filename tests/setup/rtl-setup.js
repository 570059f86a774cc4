// Taro's web components make DOM dumps enormous; failed queries report just the message.
require('@testing-library/react').configure({
  getElementError: (message) => {
    const error = new Error(message)
    error.name = 'TestingLibraryElementError'
    return error
  },
})
