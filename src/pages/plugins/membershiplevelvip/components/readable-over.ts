/**
 * The style of a header drawn over a picture the server chooses (a banner with a gold crown in the demo): a
 * dark veil between picture and text keeps the gold and white text readable whatever the picture shows.
 */
export function readableOver(image: string): Record<string, string> | undefined {
  return image ? { backgroundImage: `linear-gradient(rgba(29, 32, 46, 0.78), rgba(29, 32, 46, 0.78)), url(${JSON.stringify(image)})` } : undefined
}
