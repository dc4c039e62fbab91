import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { generatedImage } from '../generatedImage';

const image: IGatsbyImageData = { layout: 'constrained', width: 400, height: 225, images: { sources: [] } };

describe('generatedImage', () => {
  it('gives the processed image of a queried file', () => {
    expect(generatedImage({ childImageSharp: { gatsbyImageData: image } }, 'kmo-park.png', 'een kaart')).toBe(image);
  });

  it('stops the build naming the file and what it shows when the file or its processing is missing', () => {
    expect(() => generatedImage(null, 'kmo-park.png', 'de dienstenkaart KMO-parken')).toThrow(
      'src/images/generated/kmo-park.png ontbreekt (de dienstenkaart KMO-parken).',
    );
    expect(() => generatedImage({ childImageSharp: null }, 'footer-skyline.png', 'de skyline')).toThrow(
      'footer-skyline.png',
    );
  });
});
