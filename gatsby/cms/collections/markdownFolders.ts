import {
  blogFrontmatterSchema,
  faqFrontmatterSchema,
  legalFrontmatterSchema,
  vacancyFrontmatterSchema,
} from '../../../src/lib/content/frontmatter';
import { body, frontmatterFields, mediaBesideEntry, type DecapCollection } from '../decapFields';

/** The Markdown folders writers add entries to: blog articles, vacancies, questions; and the legal pages. */

export const blogCollection: DecapCollection = {
  name: 'blog',
  label: 'Blogartikels',
  label_singular: 'artikel',
  folder: 'content/blog',
  path: '{{slug}}/index',
  ...mediaBesideEntry,
  create: true,
  slug: '{{slug}}',
  sortable_fields: ['date', 'title'],
  summary: '{{title}} ({{date}})',
  fields: [
    ...frontmatterFields(blogFrontmatterSchema, {
      image: {
        widget: 'image',
        choose_url: false,
        hint: 'Een foto (jpg, png of webp) van minstens 1200 px breed.',
      },
      author: { default: 'Redactie' },
      // A plain list is one input, the tags separated by commas.
      tags: { field: undefined, hint: 'Eén tot acht tags, gescheiden door komma’s.' },
    }),
    body,
  ],
};

export const vacanciesCollection: DecapCollection = {
  name: 'vacatures',
  label: 'Vacatures',
  label_singular: 'vacature',
  folder: 'content/vacatures',
  create: true,
  slug: '{{fields.slug}}',
  fields: [...frontmatterFields(vacancyFrontmatterSchema), body],
};

export const faqCollection: DecapCollection = {
  name: 'faq',
  label: 'Veelgestelde vragen',
  label_singular: 'vraag',
  folder: 'content/faq',
  create: true,
  identifier_field: 'question',
  slug: '{{slug}}',
  summary: '{{theme}}: {{question}}',
  fields: [...frontmatterFields(faqFrontmatterSchema), { ...body, label: 'Antwoord' }],
};

export const legalCollection: DecapCollection = {
  name: 'juridisch',
  label: 'Juridische pagina’s',
  label_singular: 'juridische pagina',
  folder: 'content/legal',
  create: false,
  delete: false,
  slug: '{{fields.slug}}',
  // The slug is the page's address, which the footer and the cookie banner link to: not editable here.
  fields: [...frontmatterFields(legalFrontmatterSchema, { slug: { widget: 'hidden' } }), body],
};
