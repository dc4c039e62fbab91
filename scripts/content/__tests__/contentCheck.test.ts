import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentProblems, SPEC_ARTICLE_SLUGS } from '../contentCheck';

const root = path.resolve(__dirname, '../../..');
const illustrations = path.join(root, 'src/images/illustrations');

describe('npm run content:check', () => {
  it('finds nothing wrong with the content writers committed', () => {
    expect(contentProblems(path.join(root, 'content'), illustrations)).toEqual([]);
  });

  it('tells a writer, in Dutch, what breaks the editorial rules', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
    fs.cpSync(path.join(root, 'content'), dir, { recursive: true });
    const [shortSlug, goneSlug] = SPEC_ARTICLE_SLUGS;
    const short = path.join(dir, 'blog', shortSlug, 'index.md');
    const text = fs.readFileSync(short, 'utf8');
    fs.writeFileSync(short, `${text.slice(0, text.indexOf('\n---', 4) + 4)}\n\nTe kort artikel.\n`);
    fs.rmSync(path.join(dir, 'blog', goneSlug), { recursive: true });
    const { testimonials } = JSON.parse(fs.readFileSync(path.join(dir, 'testimonials.json'), 'utf8'));
    fs.writeFileSync(path.join(dir, 'testimonials.json'), JSON.stringify({ testimonials: testimonials.slice(1) }));
    fs.rmSync(path.join(dir, 'pages', 'nieuwbouw.md'));
    fs.rmSync(path.join(dir, 'pages', 'startpagina.md'));
    const faq = path.join(dir, 'faq', fs.readdirSync(path.join(dir, 'faq')).sort()[0]);
    fs.appendFileSync(faq, '\nLees ook [dit artikel](/blog/bestaat-niet) en [deze vacature](/vacatures/kok).\n');

    expect(contentProblems(dir, illustrations)).toEqual([
      'De pagina /nieuwbouw ontbreekt: maak content/pages/nieuwbouw.md met route: "/nieuwbouw".',
      'De teksten van / ontbreken: maak een bestand in content/pages/ met route: "/" (zie content/README.md).',
      // The removed article is still linked from the first FAQ entry: that link is named too.
      `content/faq/${path.basename(faq)}: de tekst linkt naar /blog/${goneSlug}, een artikel dat niet bestaat.`,
      `content/faq/${path.basename(faq)}: de tekst linkt naar /blog/bestaat-niet, een artikel dat niet bestaat.`,
      `content/faq/${path.basename(faq)}: de tekst linkt naar /vacatures/kok, een vacature die niet bestaat.`,
      `content/blog/${shortSlug}/index.md: het artikel telt 3 woorden; een artikel heeft er minstens 600 (nog 597).`,
      `Het artikel '${goneSlug}' ontbreekt: de specificatie vraagt content/blog/${goneSlug}/index.md; die URL mag niet verdwijnen.`,
      'content/testimonials.json bevat 17 getuigenissen; de startpagina toont er precies 18.',
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('rejects what the firm cannot sign: unmarked samples, contradicting names, typed numbers, a price-less paid number, an unscoped 80,2% and unconfirmed promises', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
    fs.cpSync(path.join(root, 'content'), dir, { recursive: true });
    const testimonialsFile = path.join(dir, 'testimonials.json');
    const { testimonials } = JSON.parse(fs.readFileSync(testimonialsFile, 'utf8'));
    delete testimonials[0].voorbeeld;
    testimonials[1] = { ...testimonials[1], voorbeeld: false };
    testimonials[2] = { ...testimonials[2], title: 'Residentie Ter Linde, Sint-Niklaas' };
    fs.writeFileSync(testimonialsFile, JSON.stringify({ testimonials }));
    const building = fs
      .readdirSync(path.join(dir, 'portfolio'), { withFileTypes: true })
      .find((entry) => entry.isDirectory())!.name;
    const buildingFile = path.join(dir, 'portfolio', building, 'index.json');
    const { voorbeeld, ...unmarked } = JSON.parse(fs.readFileSync(buildingFile, 'utf8'));
    void voorbeeld;
    fs.writeFileSync(buildingFile, JSON.stringify({ ...unmarked, title: 'Hof ter Linde', location: 'Aalst' }));
    const faq = path.join(dir, 'faq', fs.readdirSync(path.join(dir, 'faq')).sort()[0]);
    fs.appendFileSync(
      faq,
      [
        '',
        'Bel ons op 03 569 15 00 of +32 (0)53 22 16 00.',
        'Ons noodnummer [{{phone.emergency}}]({{phone.emergencyHref}}) is dag en nacht bereikbaar.',
        '{{stats.recommendRate}} van onze klanten beveelt ons aan.',
        '',
      ].join('\n\n'),
    );
    const faqFile = `content/faq/${path.basename(faq)}`;

    const problems = contentProblems(dir, illustrations);
    expect(problems).toEqual(
      expect.arrayContaining([
        `${faqFile}: het nummer 03 569 15 00 van het kantoor is getypt; gebruik de tag ({{phone.office}}, {{phone.emergency}}, {{office.<id>.phone}}, zie content/README.md).`,
        `${faqFile}: het nummer +32 (0)53 22 16 00 van het kantoor is getypt; gebruik de tag ({{phone.office}}, {{phone.emergency}}, {{office.<id>.phone}}, zie content/README.md).`,
        `${faqFile}: {{phone.emergency}} staat er zonder zijn prijs; zet {{phone.emergencyPrice}} in dezelfde zin (het is een betalend nummer).`,
        `${faqFile}: het aanbevelingscijfer ({{stats.recommendRate}}) staat er zonder wie het telt; zeg dat het gaat om de klanten die de tevredenheidsbevraging van 2024 beantwoordden.`,
        expect.stringMatching(
          new RegExp(`^${faqFile}: 'dag en nacht' is een belofte die het kantoor niet bevestigd heeft`),
        ),
        expect.stringMatching(/^content\/testimonials\.json, getuigenis 1: het veld 'voorbeeld' ontbreekt/),
        expect.stringMatching(
          /^content\/testimonials\.json, getuigenis 2: is geen voorbeeld, maar het veld 'toestemming'/,
        ),
        expect.stringMatching(
          new RegExp(`^content/portfolio/${building}/index\\.json: het veld 'voorbeeld' ontbreekt`),
        ),
        expect.stringMatching(
          /^content\/testimonials\.json, getuigenis 3 noemt 'Residentie Ter Linde, Sint-Niklaas' en content\/portfolio\/.+ 'Hof ter Linde, Aalst': dezelfde naam/,
        ),
      ]),
    );
    // Ter Linde contradicts both the renamed building and the real content/portfolio/hof-ter-linde.
    expect(problems).toHaveLength(10);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
