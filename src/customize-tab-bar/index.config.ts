export { default } from '../custom-tab-bar/index.config'
