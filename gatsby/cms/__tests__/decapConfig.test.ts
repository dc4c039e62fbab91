import { decapConfig } from '../decapConfig';
import type { DecapField } from '../decapFields';
import { CONTENT_PAGE_ROUTES, PAGE_BLOCK_TYPES } from '../../../src/lib/content/pageBlocks';
import { CODE_PAGE_ROUTES } from '../../../src/lib/content/codePages';
import { BLOG_CATEGORIES } from '../../../src/lib/content/blogCategories';
import { defectCategoryChoices } from '../../../src/lib/forms/defectReportSchema';
import { REPORT_STATUSES } from '../../../src/lib/reports/reportStatus';

const config = decapConfig({ kind: 'local' });
const collection = (name: string) => config.collections.find((c) => c.name === name)!;
const field = (fields: readonly DecapField[], name: string) => fields.find((f) => f.name === name)!;

describe('the CMS configuration, derived from the content schemas', () => {
  it('asks for what the build requires, with the same choices and a date picker', () => {
    const blog = collection('blog').fields as DecapField[];
    expect(field(blog, 'title')).toMatchObject({ widget: 'string', required: true });
    expect(field(blog, 'date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
    expect(field(blog, 'category')).toMatchObject({ widget: 'select', options: [...BLOG_CATEGORIES] });
    expect(field(blog, 'image')).toMatchObject({ widget: 'image', required: true });
    expect(field(blog, 'imageAlt')).toMatchObject({ required: true });
    expect(field(blog, 'tags')).toMatchObject({ widget: 'list', min: 1, max: 8 });
  });

  it('offers every page, with the blocks a page may hold and the named sections of the code pages', () => {
    const files = collection('paginas').files!;
    expect(files).toHaveLength(CONTENT_PAGE_ROUTES.length + CODE_PAGE_ROUTES.length);
    const overOns = files.find((f) => f.file === 'content/pages/over-ons.md')!;
    const blocks = field(overOns.fields as DecapField[], 'blocks') as DecapField & { types: { name: string }[] };
    expect(blocks.types.map((t) => t.name).sort()).toEqual([...PAGE_BLOCK_TYPES].sort());
    const home = files.find((f) => f.file === 'content/pages/startpagina.md')!;
    const sections = field(home.fields as DecapField[], 'sections') as DecapField & { fields: DecapField[] };
    expect(field(sections.fields, 'services')).toMatchObject({ label: 'Diensten', widget: 'object' });
    // The blog overview shows no blocks, so the editor offers none there.
    const blog = files.find((f) => f.file === 'content/pages/blog.md')!;
    expect((blog.fields as DecapField[]).some((f) => f.name === 'blocks')).toBe(false);
  });

  it('offers fixed choices as a select, an optional link with optional fields, and a slug on one line', () => {
    const overOns = collection('paginas').files!.find((f) => f.file === 'content/pages/over-ons.md')!;
    const blocks = field(overOns.fields as DecapField[], 'blocks') as DecapField & {
      types: { name: string; fields: DecapField[] }[];
    };
    const cards = blocks.types.find((t) => t.name === 'cards')!;
    expect(field(cards.fields, 'columns')).toMatchObject({ widget: 'select', options: [2, 3, 4] });
    const callout = blocks.types.find((t) => t.name === 'callout')!;
    const link = field(callout.fields, 'link') as DecapField & { fields: DecapField[] };
    expect(link.required).toBe(false);
    expect(link.fields.every((f) => f.required === false)).toBe(true);
    expect(field(collection('vacatures').fields as DecapField[], 'slug')).toMatchObject({ widget: 'string' });
    expect(field(collection('juridisch').fields as DecapField[], 'slug')).toMatchObject({ widget: 'hidden' });
  });

  it('edits the contractors like the buildings, with the form’s categories, and every status of a report', () => {
    const files = collection('meldingen').files!;
    const contractors = files.find((f) => f.file === 'content/meldingen/aannemers.json')!;
    const list = field(contractors.fields as DecapField[], 'aannemers') as DecapField & { fields: DecapField[] };
    expect(list.fields.map((f) => f.name)).toEqual([
      'id',
      'naam',
      'vakgebieden',
      'email',
      'telefoon',
      'gebouwen',
      'voorbeeld',
    ]);
    expect(field(list.fields, 'vakgebieden')).toMatchObject({
      widget: 'select',
      multiple: true,
      options: defectCategoryChoices.map(({ value, label }) => ({ value, label })),
    });
    expect(field(list.fields, 'gebouwen')).toMatchObject({ widget: 'list', required: false });
    expect(field(list.fields, 'voorbeeld')).toMatchObject({ widget: 'boolean', default: true });
    const statuses = files.find((f) => f.file === 'content/meldingen/statussen.json')!;
    expect((statuses.fields as DecapField[]).map((f) => f.name)).toEqual(['_uitleg', ...REPORT_STATUSES]);
    expect(REPORT_STATUSES).toContain('uitgevoerd');
  });

  it('works through decap-server locally and through GitHub pull requests on the live site', () => {
    expect(config.backend).toMatchObject({ name: 'proxy', proxy_url: 'http://localhost:8081/api/v1' });
    expect(config).not.toHaveProperty('publish_mode');
    const live = decapConfig({ kind: 'github', backend: { repo: 'kantoor/site', branch: 'main' } });
    expect(live).toMatchObject({
      backend: { name: 'github', repo: 'kantoor/site' },
      publish_mode: 'editorial_workflow',
    });
    expect(live.locale).toBe('nl');
  });
});
