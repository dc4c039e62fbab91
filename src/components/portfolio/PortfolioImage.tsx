import * as React from 'react';
import Box from '@mui/material/Box';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { ResponsiveImage } from '../common/ResponsiveImage';

/** The ratio every query asks gatsby-plugin-image for (aspectRatio: 1.5). */
export const PORTFOLIO_IMAGE_RATIO = 3 / 2;

interface PortfolioImageProps {
  image: IGatsbyImageData | null;
  eager?: boolean;
  /** Cover the whole grid cell (carousel), rather than keep 3:2 at the container's width (cards). */
  fill?: boolean;
}

/** An item's drawing; decorative, as the title beside it says what it shows. */
export function PortfolioImage({ image, eager = false, fill = false }: PortfolioImageProps) {
  if (!image) return <Box sx={{ aspectRatio: PORTFOLIO_IMAGE_RATIO, bgcolor: '#eef3f8' }} />;
  return (
    <ResponsiveImage
      image={image}
      alt=""
      priority={eager ? 'eager' : 'lazy'}
      style={fill ? { height: '100%', objectFit: 'cover' } : { aspectRatio: PORTFOLIO_IMAGE_RATIO, objectFit: 'cover' }}
    />
  );
}
