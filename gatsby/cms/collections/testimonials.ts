import { sampleFields, type DecapCollection } from '../decapFields';
import { labelFor } from '../decapLabels';

/** The testimonials on the home page (content/testimonials.json). */
export const testimonialsCollection: DecapCollection = {
  name: 'getuigenissen',
  label: 'Getuigenissen',
  delete: false,
  files: [
    {
      name: 'getuigenissen',
      label: 'Getuigenissen op de startpagina (precies 18)',
      file: 'content/testimonials.json',
      fields: [
        {
          name: 'testimonials',
          label: 'Getuigenissen',
          widget: 'list',
          min: 18,
          max: 18,
          summary: '{{fields.name}}: {{fields.title}}',
          fields: [
            { name: 'id', label: 'Nummer', widget: 'number', value_type: 'int' },
            { name: 'quote', label: labelFor('quote'), widget: 'text' },
            { name: 'name', label: labelFor('name'), widget: 'string' },
            { name: 'title', label: 'Gebouw en gemeente', widget: 'string' },
            { name: 'initials', label: labelFor('initials'), widget: 'string' },
            ...sampleFields,
          ],
        },
      ],
    },
  ],
};
