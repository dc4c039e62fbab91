/** Photos per report, and what one may weigh and decode to before the server refuses it. */
export const PHOTO_LIMITS = {
  count: 5,
  /** A phone photo the browser downscaled weighs 1–2 MB; a file it could not decode is sent as it is. */
  maxBytes: 20 * 1024 * 1024,
  /** More than any phone camera; a decompression bomb decodes to far more. */
  maxPixels: 40_000_000,
  /**
   * All photos of one report together: five the browser scaled to 2048 px are 21 megapixels, so this leaves room for
   * one camera original too, and keeps a report's decoding near half a second of CPU (a 40 MP PNG takes 0.4–0.5 s).
   */
  maxReportPixels: 50_000_000,
  /** The longest side the browser and the server scale a photo down to. */
  maxSide: 2048,
  accepted: ['image/jpeg', 'image/png', 'image/webp'],
} as const;
