/** A `tel:` href for a phone number as written for people: spaces (and the dots and slashes of Belgian notation) removed. */
export function telHref(displayNumber: string): string {
  return `tel:${displayNumber.replace(/[\s./-]/g, '')}`;
}
