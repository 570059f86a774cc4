/** WCAG relative luminance of a #rgb / #rrggbb colour; -1 for anything else (a name, rgba(), empty). */
function luminanceOf(color: string | undefined): number {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec((color ?? '').trim())?.[1]
  if (!hex) return -1
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
  const channel = (i: number) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
}

/** WCAG contrast between two #rgb / #rrggbb colours (either order); 0 when one is anything else. */
export function contrastBetween(a: string | undefined, b: string | undefined): number {
  const [x, y] = [luminanceOf(a), luminanceOf(b)]
  if (x < 0 || y < 0) return 0
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05)
}

/** WCAG contrast of a #rgb / #rrggbb colour against white; 0 for anything else (a name, rgba(), empty). */
export function contrastOnWhite(color: string | undefined): number {
  return contrastBetween(color, '#ffffff')
}

/** `color` when text in it is readable on white (WCAG AA, 4.5:1), otherwise undefined (the stylesheet's colour). */
export function readableOnWhite(color: string | undefined): string | undefined {
  return contrastOnWhite(color) >= 4.5 ? color : undefined
}
