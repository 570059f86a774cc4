/**
 * distribution (api-plugins-1 §4): the whole api in one import (tests, tooling). Pages import the
 * page-group module they call (distribution-centre, -orders, -pickup, ...), so each page's chunk holds
 * only its group's calls, not the whole plugin's.
 */
export { DEFAULT_TILE_URL, getGoodsPoster, parseDistributionBase, type DistributionBase } from './distribution-base'
export * from './distribution-common'
export * from './distribution-centre'
export * from './distribution-orders'
export * from './distribution-team'
export * from './distribution-map'
export * from './distribution-levels'
export * from './distribution-poster'
export * from './distribution-pickup'
export * from './distribution-bundles'
export * from './distribution-visits'
