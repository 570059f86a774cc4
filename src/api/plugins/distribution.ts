/**
 * distribution (api-plugins-1 §4): one module per page group, re-exported here. Pages import from this
 * file; the build follows the re-exports (this file has no code of its own), so each page's chunk holds
 * only the groups it calls (the whole api used to ride on every distribution page).
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
