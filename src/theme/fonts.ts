import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

export { interLatin };

/**
 * Inter (variable weight), self-hosted, Latin subset only: Dutch needs nothing beyond it.
 * `font-display: optional` with a preload (gatsby-ssr) means the font is used when it arrives with the page
 * and otherwise not swapped in later, so text never reflows after first paint (CLS 0).
 *
 * A static <style> in <head> (gatsby-ssr's onRenderBody), not emotion's global styles: when emotion adopts its
 * server-rendered <style> at hydration it moves that element, the browser re-creates every @font-face in it,
 * and a font that missed the first paint but is cached by then would be swapped in after all (a layout shift).
 */
export const interFontFaceCss = `@font-face{font-family:'Inter Variable';font-style:normal;font-display:optional;font-weight:100 900;src:url(${interLatin}) format('woff2-variations'),url(${interLatin}) format('woff2');unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}`;
