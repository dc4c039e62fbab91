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
});
