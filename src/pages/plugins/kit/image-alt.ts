// The shared helper (src/lib/a11y.ts), kept under this name for the plugin pages that import it from the kit.
export { imageAlt } from '@/lib/a11y'
