/** WCAG contrast of a #rgb / #rrggbb colour against white; 0 for anything else (a name, rgba(), empty). */
export function contrastOnWhite(color: string | undefined): number {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec((color ?? '').trim())?.[1]
  if (!hex) return 0
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
  const channel = (i: number) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
  return 1.05 / (luminance + 0.05)
}

/** `color` when text in it is readable on white (WCAG AA, 4.5:1), otherwise undefined (the stylesheet's colour). */
export function readableOnWhite(color: string | undefined): string | undefined {
  return contrastOnWhite(color) >= 4.5 ? color : undefined
}
