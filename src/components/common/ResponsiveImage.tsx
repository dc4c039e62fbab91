import * as React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';

interface ResponsiveImageProps {
  image: IGatsbyImageData;
  alt: string;
  /** `'lcp'`: the page's largest image above the fold, fetched at once and first; otherwise lazily, as it nears the view. */
  priority?: 'lcp' | 'eager' | 'lazy';
  style?: React.CSSProperties;
}

// React 18 knows no `fetchPriority` prop; the lowercase attribute passes through as it is.
const FETCH_FIRST = { fetchpriority: 'high' } as React.ImgHTMLAttributes<HTMLImageElement>;

/**
 * gatsby-plugin-image's processed image (AVIF and WebP sources, srcset, width and height) as a plain <picture>,
 * for images in the parts of a page that hydrate (carousels, the portfolio grid, the office tabs) and for those that must
 * show without any script (an article's cover, a page's illustrations: GatsbyImage draws them at opacity 0 until its
 * inline script sees them load, so a page whose scripts are late or blocked shows an empty frame). A hydrating
 * GatsbyImage always fetches its lazy-hydration fallback, which brings react-dom/server along: 21 KB gzipped and
 * a ~30 ms task on a fast machine, for browsers without native lazy loading that the site does not support.
 * The width and height attributes keep the ratio before the image arrives, so nothing shifts.
 */
export function ResponsiveImage({ image, alt, priority = 'lazy', style }: ResponsiveImageProps) {
  const { sources = [], fallback } = image.images;
  return (
    <picture>
      {sources.map((source) => (
        <source
          key={`${source.type ?? ''}${source.media ?? ''}`}
          type={source.type}
          media={source.media}
          srcSet={source.srcSet}
          sizes={source.sizes}
        />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority === 'lazy' ? 'lazy' : 'eager'}
        decoding="async"
        {...(priority === 'lcp' ? FETCH_FIRST : {})}
        style={{ display: 'block', width: '100%', height: 'auto', backgroundColor: image.backgroundColor, ...style }}
      />
    </picture>
  );
}
