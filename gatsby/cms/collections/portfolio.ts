import { CONTENT_PAGE_ROUTES } from '../../../src/lib/content/pageBlocks';
import { mediaBesideEntry, sampleFields, type DecapCollection } from '../decapFields';
import { labelFor } from '../decapLabels';

/** The buildings of the portfolio (content/portfolio/<slug>/index.json, with the photo beside it). */
export const portfolioCollection: DecapCollection = {
  name: 'portfolio',
  label: 'Portfolio',
  label_singular: 'gebouw',
  folder: 'content/portfolio',
  path: '{{slug}}/index',
  format: 'json',
  extension: 'json',
  ...mediaBesideEntry,
  create: true,
  slug: '{{slug}}',
  fields: [
    { name: 'title', label: labelFor('title'), widget: 'string', required: true },
    {
      name: 'kind',
      label: labelFor('kind'),
      widget: 'select',
      options: ['appartementen', 'assistentiewoningen', 'kmo-park', 'nieuwbouw'],
    },
    { name: 'location', label: labelFor('location'), widget: 'string', required: true },
    { name: 'year', label: labelFor('year'), widget: 'number', value_type: 'int', required: true },
    { name: 'isNieuw', label: labelFor('isNieuw'), widget: 'boolean', default: false },
    { name: 'description', label: 'Beschrijving', widget: 'text', required: true },
    { name: 'image', label: labelFor('image'), widget: 'image', choose_url: false, required: true },
    { name: 'detailsLink', label: labelFor('detailsLink'), widget: 'select', options: [...CONTENT_PAGE_ROUTES] },
    ...sampleFields,
  ],
};
