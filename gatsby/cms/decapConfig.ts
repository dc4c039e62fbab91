import { decapBackend, type CmsTarget } from './decapBackend';
import { blogCollection, faqCollection, legalCollection, vacanciesCollection } from './collections/markdownFolders';
import { pagesCollection } from './collections/pages';
import { portfolioCollection } from './collections/portfolio';
import { tariffsCollection } from './collections/tariffs';
import { testimonialsCollection } from './collections/testimonials';
import { reportsCollection } from './collections/reports';

/**
 * The configuration of the CMS at /admin/ (Decap CMS), derived from the very zod schemas the build checks content
 * with: a field the build requires is required in the editor, a list of choices is a select, a date is a date
 * picker. One source, so the editor asks for what the build requires; what the schemas cannot express here (a date
 * after another, a heading that a section names) the build still checks. Labels are Dutch, for the firm's writers.
 *
 * This module only assembles: the fields follow from the schemas in decapFields.ts (with the Dutch words of
 * decapLabels.ts), each kind of content has its collection in collections/, and decapBackend.ts says where edits go.
 */
export function decapConfig(target: CmsTarget) {
  return {
    locale: 'nl',
    backend: decapBackend(target),
    // On the live site every change becomes a pull request that CI builds before it is merged; locally it is saved.
    ...(target.kind === 'github' ? { publish_mode: 'editorial_workflow' } : {}),
    // Images in a text's body (the editor's image button): served from static/ at /uploads/.
    media_folder: 'static/uploads',
    public_folder: '/uploads',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      blogCollection,
      vacanciesCollection,
      faqCollection,
      legalCollection,
      pagesCollection,
      portfolioCollection,
      tariffsCollection,
      testimonialsCollection,
      reportsCollection,
    ],
  };
}
