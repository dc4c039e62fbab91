import { z } from 'zod';
import {
  CODE_PAGE_ROUTES,
  CODE_PAGES_WITH_BLOCKS,
  sectionsSchemaFor,
  type CodePageRoute,
} from '../../../src/lib/content/codePages';
import { CONTENT_PAGE_ROUTES, pageBlockSchema } from '../../../src/lib/content/pageBlocks';
import { body, fieldFor, toJson, type DecapCollection, type DecapField, type DecapFile } from '../decapFields';
import { HINTS, labelFor } from '../decapLabels';

/** The site's pages (content/pages/): one file each, with the blocks it may hold and a code page's named sections. */

/** content/pages/<name>.md: the route with '-' for '/', e.g. melden-bedankt for /melden/bedankt; the home page's is startpagina. */
const pageFileName = (route: string) => (route === '/' ? 'startpagina' : route.slice(1).replaceAll('/', '-'));

const baseFields = (route: string): DecapField[] => [
  { name: 'title', label: labelFor('title'), widget: 'string', required: true },
  { name: 'heading', label: labelFor('heading'), widget: 'string', required: false },
  { name: 'route', label: labelFor('route'), widget: 'hidden', default: route },
  { name: 'seoTitle', label: labelFor('seoTitle'), widget: 'string', required: true },
  { name: 'description', label: labelFor('description'), widget: 'text', required: true, hint: HINTS.description },
  { name: 'lead', label: labelFor('lead'), widget: 'text', required: true },
];

const blocksField = (): DecapField => ({
  ...fieldFor('blocks', toJson(z.array(pageBlockSchema)), true)!,
  required: false,
});

function pageFile(route: string): DecapFile {
  const codePage = (CODE_PAGE_ROUTES as readonly string[]).includes(route);
  const sections = sectionsSchemaFor(route);
  const showsBlocks = !codePage || CODE_PAGES_WITH_BLOCKS.has(route as CodePageRoute);
  const fields = [
    ...baseFields(route),
    ...(sections ? [{ ...fieldFor('sections', toJson(sections), true)!, collapsed: true }] : []),
    // A text only shows through a prose block: pages without blocks get none.
    ...(showsBlocks
      ? [
          blocksField(),
          { ...body, required: false, hint: "De secties die de tekstblokken tonen, elk onder een kop '## …'." },
        ]
      : []),
  ];
  return {
    name: pageFileName(route),
    label: `Pagina ${route}`,
    file: `content/pages/${pageFileName(route)}.md`,
    fields,
  };
}

export const pagesCollection: DecapCollection = {
  name: 'paginas',
  label: 'Pagina’s',
  label_singular: 'pagina',
  delete: false,
  files: [...CONTENT_PAGE_ROUTES, ...CODE_PAGE_ROUTES].map(pageFile),
};
