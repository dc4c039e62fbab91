import * as React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { ResponsiveImage } from '../common/ResponsiveImage';

/**
 * The drawn map of the region of the Meetjesland office, which has no street address to show. The contact page
 * queries the image (`regionImage` in its page query); a plain <picture>, as the office tabs hydrate.
 */
export function MeetjeslandRegionImage({ image }: { image: IGatsbyImageData }) {
  return (
    <ResponsiveImage
      image={image}
      alt="Getekende kaart van het Meetjesland met polders, kreken, een kanaal, een windmolen en verspreide dorpen"
      style={{ borderRadius: 16, maxWidth: image.width }}
    />
  );
}
