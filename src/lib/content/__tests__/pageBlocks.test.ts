import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { illustrationExists, markdownFiles } from '../../../../gatsby/content/contentFiles';
import { validateFrontmatter, describeProblems } from '../frontmatter';
import { filledLengthProblems, pageBodyProblems, isKnownRoute, type PageFrontmatter } from '../pageBlocks';
import { slugify } from '../blogCategories';
import { splitSections } from '../pageSections';

const validPage = {
  title: 'KMO-parken',
  route: '/kmo-parken',
  seoTitle: 'Syndicus voor KMO-parken',
  description: 'Syndicus voor KMO-units in mede-eigendom: wegen, parking, groen en een heldere kostenverdeling.',
  lead: 'Wij beheren de gemeenschappelijke delen van uw KMO-park.',
  blocks: [
    { type: 'prose', section: 'Het mandaat', illustration: 'kmo-park', illustrationAlt: 'Tekening van vier KMO-units' },
    { type: 'cards', title: 'Wat wij doen', cards: [{ title: 'Wegen', text: 'Wij laten de wegen onderhouden.' }] },
    { type: 'reasons', items: ['Korte lijnen'], link: { label: 'Nieuwbouw', to: '/nieuwbouw' } },
    { type: 'cta' },
  ],
};

const problemsOf = (data: unknown) => {
  const result = validateFrontmatter('page', data);
  return result.ok ? [] : describeProblems('content/pages/x.md', result.problems).split('\n');
};

describe('the blocks of a composed page', () => {
  it('accepts a page built from known blocks', () => {
    expect(problemsOf(validPage)).toEqual([]);
  });

  it('names an unknown block and lists the ones that exist', () => {
    const problems = problemsOf({ ...validPage, blocks: [{ type: 'carrousel' }] });
    expect(problems).toEqual([
      expect.stringMatching(
        /content\/pages\/x\.md: veld 'blocks\.0\.type' heeft een onbekend blok 'carrousel'; kies uit prose, callout/,
      ),
    ]);
  });

  it('names a misspelled field instead of dropping it', () => {
    const blocks = [{ type: 'prose', section: 'Het mandaat', illustation: 'kmo-park' }];
    expect(problemsOf({ ...validPage, blocks })).toEqual([
      "content/pages/x.md: veld 'blocks.0' bevat onbekende velden: illustation (zie content/README.md)",
    ]);
  });

  it('asks for the alt text of an illustration and for the description', () => {
    const { description: _description, ...withoutDescription } = validPage;
    const blocks = [{ type: 'prose', section: 'Het mandaat', illustration: 'kmo-park' }];
    expect(problemsOf({ ...withoutDescription, blocks })).toEqual(
      expect.arrayContaining([
        "content/pages/x.md: veld 'description' ontbreekt",
        "content/pages/x.md: veld 'blocks.0.illustrationAlt' ontbreekt: beschrijf wat er op de illustratie staat",
      ]),
    );
  });

  it('refuses a link to a page that does not exist and a route outside the spec', () => {
    const blocks = [
      { type: 'callout', title: 'Meer', text: 'Lees hier verder over parken.', link: { label: 'x', to: '/parken' } },
    ];
    const problems = problemsOf({ ...validPage, route: '/kmo', blocks });
    expect(problems.some((p) => p.includes("veld 'route' moet een van deze routes zijn"))).toBe(true);
    expect(problems.some((p) => p.includes("veld 'blocks.0.link.to' verwijst naar een pagina die niet bestaat"))).toBe(
      true,
    );
  });

  it('checks the body: sections named by prose blocks, illustrations and internal links', () => {
    const page = validPage as PageFrontmatter;
    expect(pageBodyProblems(page, '## Het mandaat\n\nTekst met [een link](/faq).', () => true)).toEqual([]);
    expect(pageBodyProblems(page, '## Iets anders\n\nZie [dit](/bestaat-niet).', () => false)).toEqual([
      "de sectie '## Iets anders' wordt door geen enkel prose-blok getoond",
      "veld 'blocks.0.section' noemt 'Het mandaat', maar de tekst heeft geen kop '## Het mandaat'",
      "veld 'blocks.0.illustration' noemt 'kmo-park', maar src/images/illustrations/kmo-park.svg bestaat niet",
      'de tekst linkt naar /bestaat-niet, een pagina die niet bestaat',
    ]);
  });

  it('lets no text fall away: text before the first heading, unnamed or repeated sections, headings with markup', () => {
    const page = { ...validPage, blocks: [{ type: 'prose', section: 'Kosten & lasten' }] } as PageFrontmatter;
    expect(
      pageBodyProblems(page, 'Inleiding.\n\n## Kosten & lasten\n\nA\n\n## Kosten & lasten\n\nB', () => true),
    ).toEqual([
      "de tekst begint vóór de eerste kop '## …'; dat stuk toont geen enkel blok",
      "de kop '## Kosten & lasten' mag geen tag, opmaak of de tekens & < > bevatten",
      "de kop '## Kosten & lasten' mag geen tag, opmaak of de tekens & < > bevatten",
      "de kop '## Kosten & lasten' staat er meer dan eens",
    ]);
  });

  it('knows the routes, articles and anchors a writer may link to', () => {
    expect(
      ['/contact', '/faq#noodgeval', '/blog/wat-doet-een-syndicus', '/vacatures/beheerder-syndicus'].every(
        isKnownRoute,
      ),
    ).toBe(true);
    expect(['/kontakt', '/blog/', '/admin'].some(isKnownRoute)).toBe(false);
  });

  it('accepts every page in content/pages, body included', () => {
    const root = path.resolve(__dirname, '../../../..');
    const files = markdownFiles(path.join(root, 'content/pages'));
    expect(files.length).toBeGreaterThan(0);
    const exists = illustrationExists(path.join(root, 'src/images/illustrations'));
    for (const file of files) {
      const { data, content } = matter(fs.readFileSync(file, 'utf8'));
      expect(problemsOf(data)).toEqual([]);
      expect(pageBodyProblems(data as PageFrontmatter, content, exists)).toEqual([]);
    }
  });
});

describe('the texts of a code page (a page whose structure is code)', () => {
  const startpagina = matter(
    fs.readFileSync(path.resolve(__dirname, '../../../../content/pages/startpagina.md'), 'utf8'),
  ).data;

  it('needs no blocks on a code page, but a composed page needs at least one', () => {
    const faq = { ...validPage, route: '/faq', blocks: undefined };
    expect(problemsOf(faq)).toEqual([]);
    expect(problemsOf({ ...validPage, blocks: undefined })).toEqual([
      "content/pages/x.md: veld 'blocks' ontbreekt: een pagina heeft minstens één blok",
    ]);
  });

  it("checks the home page's named sections, naming the field", () => {
    expect(problemsOf(startpagina)).toEqual([]);
    const { title: _title, ...servicesWithoutTitle } = startpagina.sections.services;
    const sections = {
      ...startpagina.sections,
      services: { ...servicesWithoutTitle, pillars: startpagina.sections.services.pillars.slice(1) },
      footer: { title: 'Onbekend' },
    };
    expect(problemsOf({ ...startpagina, sections })).toEqual(
      expect.arrayContaining([
        "content/pages/x.md: veld 'sections' bevat onbekende velden: footer (zie content/README.md)",
        "content/pages/x.md: veld 'sections.services.title' ontbreekt",
        "content/pages/x.md: veld 'sections.services.pillars' moet precies 4 pijlers bevatten (de pagina heeft er plaats voor 4)",
      ]),
    );
  });

  it('refuses sections on a page that has none, and a vacancies block outside /vacatures', () => {
    expect(problemsOf({ ...validPage, sections: { form: { title: 'Formulier' } } })).toEqual([
      "content/pages/x.md: veld 'sections' hoort niet bij de pagina /kmo-parken",
    ]);
    const withVacancies = { ...validPage, blocks: [{ type: 'vacancies', title: 'Vacatures' }] } as PageFrontmatter;
    expect(pageBodyProblems(withVacancies, '', () => true)).toEqual([
      "veld 'blocks.0' is een vacancies-blok; dat kan enkel op /vacatures",
    ]);
  });

  it('offers cards with a picture from a fixed set and numbered steps', () => {
    const cards = (icon: string) => [
      { type: 'cards', title: 'Stappen', numbered: true, cards: [{ title: 'Eén', text: 'De eerste stap.', icon }] },
    ];
    expect(problemsOf({ ...validPage, blocks: cards('team') })).toEqual([]);
    expect(problemsOf({ ...validPage, blocks: cards('raket') })).toEqual([
      expect.stringMatching(/veld 'blocks\.0\.cards\.0\.icon' moet een van deze iconen zijn: team, kantoor/),
    ]);
  });
});

describe('what a writer leaves empty or forgets', () => {
  it("treats a field emptied in the CMS ('' or null) as absent", () => {
    const blocks = [{ type: 'prose', section: 'Het mandaat', id: '', tone: null, illustration: null }];
    expect(problemsOf({ ...validPage, heading: '', blocks })).toEqual([]);
  });

  it('keeps the vacancies on /vacatures: exactly one vacancies block', () => {
    const vacatures = { ...validPage, route: '/vacatures', blocks: [{ type: 'cta' }] } as PageFrontmatter;
    expect(pageBodyProblems(vacatures, '', () => true)).toEqual([
      "veld 'blocks' moet precies één vacancies-blok bevatten (nu 0): zonder toont /vacatures geen vacatures",
    ]);
  });

  it('counts the SEO texts as visitors see them, with the firm tokens filled in', () => {
    const description = `${'x'.repeat(150)} {{firm.name}}`;
    expect(filledLengthProblems({ seoTitle: 'Contact', description })).toEqual([
      expect.stringMatching(/^veld 'description' telt \d+ tekens als de tags ingevuld zijn; hoogstens 160$/),
    ]);
  });
});

describe('splitSections', () => {
  it('cuts rendered Markdown at its h2 headings, entities decoded in the heading', () => {
    const sections = splitSections(
      '<h2>Zo werkt het mandaat</h2>\n<p>Een</p><h3>Sub</h3><h2>Kosten &#x26; lasten</h2><p>Twee</p><h2>Wat&amp;hoe</h2>',
    );
    expect([...sections.keys()]).toEqual(['Zo werkt het mandaat', 'Kosten & lasten', 'Wat&hoe']);
    expect(sections.get('Zo werkt het mandaat')).toBe('<p>Een</p><h3>Sub</h3>');
  });

  it('makes section anchors without accents with the shared slugify', () => {
    expect(slugify('Wat wij voor uw KMO-park doen')).toBe('wat-wij-voor-uw-kmo-park-doen');
    expect(slugify('Eén aanspreekpunt')).toBe('een-aanspreekpunt');
  });
});
