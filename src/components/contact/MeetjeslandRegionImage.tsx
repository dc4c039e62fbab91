import * as React from 'react';
import { StaticImage } from 'gatsby-plugin-image';

/** The drawn map of the region of the Meetjesland office, which has no street address to show. */
export function MeetjeslandRegionImage() {
  return (
    <StaticImage
      src="../../images/generated/meetjesland-region.png"
      alt="Getekende kaart van het Meetjesland met polders, kreken, een kanaal, een windmolen en verspreide dorpen"
      width={640}
      layout="constrained"
      placeholder="none"
      formats={['auto', 'webp', 'avif']}
      style={{ borderRadius: 16, width: '100%' }}
    />
  );
}
