// Walks every route of the web build as a signed-in shopper, at phone width and at desktop width:
// every inner page has a visible title bar whose button works ("home" on a page opened by its link,
// "back" after a tap inside the app), the app is a centred column on a wide window, no text is drawn
// below 11 px, and no raw i18n key or developer error text reaches the screen.
import { assert, loginUser, openAs, visible, webUrl } from './harness.mjs'
import { appRoutes, DEVELOPER_TEXT, i18nKeys, readShownPage, waitForSettled } from './walk-routes.mjs'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
/** Pages that draw their own header when they have content: walked with content too (the bare route shows their error state). */
const WITH_CONTENT = ['pages/diy/diy?id=1']

/** Problems of one page at one width (an empty list when it is fine). */
function problemsOf(shown, { inner, width, keys }) {
  const found = []
  if (inner && !shown.bar) found.push('no title bar')
  if (inner && shown.bar && !shown.bar.title.trim()) found.push('empty title')
  if (!inner && !shown.tabBar) found.push('no tab bar')
  if (shown.small.length) found.push(`text below 11 px: ${shown.small.slice(0, 3).join(', ')}`)
  const raw = keys.filter((key) => shown.text.includes(key))
  if (raw.length) found.push(`raw i18n keys: ${raw.slice(0, 3).join(', ')}`)
  const developer = DEVELOPER_TEXT.exec(shown.text)
  if (developer) found.push(`developer text "${developer[0]}" in: ${shown.text.slice(Math.max(0, developer.index - 20), developer.index + 20)}`)
  if (width === DESKTOP.width) {
    const { app, page } = shown
    const centred = app && Math.abs(app.left - (shown.viewport - app.right)) <= 2
    if (!app || app.width > 801 || !centred) found.push(`app column ${JSON.stringify(app)} is not a centred column of at most 800 px`)
    if (page && app && (page.left < app.left - 1 || page.right > app.right + 1)) found.push('page wider than the column')
    if (shown.bar && app && (shown.bar.box.left < app.left - 1 || shown.bar.box.right > app.right + 1)) found.push('title bar outside the column')
  }
  return found
}

export const tests = [
  {
    name: 'every route, phone and desktop: title bar with a working back, centred column, readable text, no raw keys or developer text',
    async run({ newPage, server }) {
      const { routes, tabs } = await appRoutes()
      const keys = await i18nKeys()
      const user = await loginUser(server)
      const { page } = await openAs(newPage, server, user, 'pages/index/index', { contextOptions: { viewport: PHONE } })
      await waitForSettled(page, 'pages/index/index')
      const failures = []
      for (const route of [...routes, ...WITH_CONTENT]) {
        if (route === 'pages/index/index') continue
        const inner = !tabs.has(route)
        try {
          await page.goto(webUrl(server, route))
          await waitForSettled(page, route)
          const problems = problemsOf(await readShownPage(page), { inner, width: PHONE.width, keys })
          await page.setViewportSize(DESKTOP)
          await page.waitForFunction((w) => window.innerWidth === w, DESKTOP.width)
          problems.push(...problemsOf(await readShownPage(page), { inner, width: DESKTOP.width, keys }).map((p) => `desktop: ${p}`))
          await page.setViewportSize(PHONE)
          await page.waitForFunction((w) => window.innerWidth === w, PHONE.width)
          const shownRoute = await page.evaluate(() => location.hash.replace(/^#\//, '').split('?')[0])
          // Opened by its link, the page has no page before it: its bar offers "home", which must work. (A page
          // that sent the shopper elsewhere, such as login, is checked where it went.) In-app "back" is
          // covered by the back test below.
          if (inner && shownRoute === route.split('?')[0]) {
            const home = page.locator('.taro_page:visible [data-testid=nav-home]')
            if (!(await home.count())) problems.push('no home button on a page opened by its link')
            else {
              await home.click()
              await waitForSettled(page, 'pages/index/index').catch(() => problems.push('home button did not open home'))
            }
          }
          if (problems.length) failures.push(`${route}: ${problems.join('; ')}`)
        } catch (error) {
          failures.push(`${route}: ${String(error?.message || error).split('\n')[0]}`)
          // Start the next route from a known page.
          await page.goto(webUrl(server, 'pages/index/index'))
          await waitForSettled(page, 'pages/index/index').catch(() => undefined)
        }
      }
      for (const failure of failures) console.log(`        ${failure}`)
      assert(!failures.length, `${failures.length} of ${routes.length} routes have problems (listed above)`)
    },
  },
  {
    name: 'inside the app the title bar goes back to the page before',
    async run({ newPage, server }) {
      const { page } = await openAs(newPage, server, await loginUser(server), 'pages/user/user', { contextOptions: { viewport: PHONE } })
      await waitForSettled(page, 'pages/user/user')
      await page.locator('.taro_page:visible [data-testid=user-setup]').first().click()
      await waitForSettled(page, 'pages/setup/setup')
      await page.locator('.taro_page:visible [data-testid=nav-back]').click()
      await waitForSettled(page, 'pages/user/user')
      await visible(page, '[data-testid=goods-card], [data-testid=tab-bar]').first().waitFor()
    },
  },
]
