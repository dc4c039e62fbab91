import { tempFolder } from './tempFolder';

export const FIXTURE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40"><rect width="60" height="40" fill="#12355b"/></svg>';

/**
 * What an item without any data shows, in the specification's own (English) words, written out here so that the tests
 * hold the code to the specification rather than to its own constants.
 */
export const SPEC_EMPTY_ITEM = {
  title: 'Untitled',
  location: 'Location TBD',
  description: 'Description coming soon',
  year: 'TBD',
  detailsLink: '#',
  isNieuw: false,
  kind: null,
} as const;

/**
 * A small content/portfolio in a temporary folder: a complete item, one with nothing but its folder,
 * one whose image is missing, and two files that cannot be an item.
 */
export function createPortfolioFixture(): string {
  const { dir, write } = tempFolder('portfolio-');
  write('placeholder.svg', FIXTURE_SVG);
  write(
    'residentie-klaproos/index.json',
    JSON.stringify({
      id: 'ander-id',
      title: 'Residentie Klaproos',
      kind: 'appartementen',
      location: 'Sint-Niklaas',
      year: 2016,
      isNieuw: true,
      description: 'Appartementsgebouw met 24 appartementen.',
      image: './image.generated.png',
      detailsLink: '/syndicus-appartementen',
    }),
  );
  write('residentie-klaproos/image.svg', FIXTURE_SVG);
  write('hof-zonder-gegevens/index.json', '{}');
  write(
    'kmo-zonder-beeld/index.json',
    JSON.stringify({ title: 'KMO zonder beeld', year: 2020, image: './bestaat-niet.png' }),
  );
  write('kapot/index.json', '{ "title": ');
  write('lijst/index.json', '[1, 2]');
  write('lege-map/.gitkeep', '');
  write('README.md', '# Portfolio');
  return dir;
}
