import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { sectionsSchemaFor } from '../codePages';
import { inlineLinkTargets, splitInlineLinks } from '../inlineLinks';

describe('links in a sentence from frontmatter', () => {
  it('cuts the text into plain pieces and links, in order', () => {
    expect(
      splitInlineLinks('Lees meer [over ons kantoor](/over-ons) of bekijk onze [diensten](/residentieel).'),
    ).toEqual([
      'Lees meer ',
      { label: 'over ons kantoor', to: '/over-ons' },
      ' of bekijk onze ',
      { label: 'diensten', to: '/residentieel' },
      '.',
    ]);
    expect(splitInlineLinks('Geen link [hier] (of daar).')).toEqual(['Geen link [hier] (of daar).']);
    expect(inlineLinkTargets('[a](/faq) en [b](/contact#kantoren)')).toEqual(['/faq', '/contact#kantoren']);
  });

  it("checks the targets of /portfolio's figures sentence, naming the field", () => {
    const portfolio = matter(
      fs.readFileSync(path.resolve(__dirname, '../../../../content/pages/portfolio.md'), 'utf8'),
    ).data;
    const schema = sectionsSchemaFor('/portfolio')!;
    expect(schema.safeParse(portfolio.sections).success).toBe(true);
    const sections = { ...portfolio.sections, figures: { title: 'In cijfers', text: 'Lees [meer](/over-onz).' } };
    const result = schema.safeParse(sections);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['figures.text', 'linkt naar /over-onz, een pagina die niet bestaat (schrijf bv. [over ons](/over-ons))'],
    ]);
  });
});
