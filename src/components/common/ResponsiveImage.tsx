import * as React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';

interface ResponsiveImageProps {
  image: IGatsbyImageData;
  alt: string;
  loading?: 'eager' | 'lazy';
  style?: React.CSSProperties;
}

/**
 * gatsby-plugin-image's processed image (AVIF and WebP sources, srcset, width and height) as a plain <picture>,
 * for images in the parts of a page that hydrate (carousels, the portfolio grid, the office tabs). A hydrating
 * GatsbyImage always fetches its lazy-hydration fallback, which brings react-dom/server along: 21 KB gzipped and
 * a ~30 ms task on a fast machine, for browsers without native lazy loading that the site does not support.
 * The width and height attributes keep the ratio before the image arrives, so nothing shifts.
 */
export function ResponsiveImage({ image, alt, loading = 'lazy', style }: ResponsiveImageProps) {
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
        loading={loading}
        decoding="async"
        style={{ display: 'block', width: '100%', height: 'auto', backgroundColor: image.backgroundColor, ...style }}
      />
    </picture>
  );
}
