// Config keys of the home page's page-builder modes (read by index/index, written by the demo seed).

/** The demo DIY page the home shows with SHOP_HOME_MODE=diy. */
export const HOME_DIY_PAGE_KEY = 'demo_home_diy_page_id'
