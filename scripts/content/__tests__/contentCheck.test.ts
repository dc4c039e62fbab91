import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { firmClaims, officeFacts } from '../../../src/config/firm';
import { contentProblems, SPEC_ARTICLE_SLUGS, unconfirmedClaimProblems } from '../contentCheck';

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

  it('rejects what the firm cannot sign: unmarked samples, contradicting names, typed numbers, a price-less paid number, an unscoped recommendation rate and unconfirmed promises', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
    fs.cpSync(path.join(root, 'content'), dir, { recursive: true });
    // Testimonials and buildings of the test's own, whatever samples or real ones content/ holds today.
    const testimonials = Array.from({ length: 18 }, (_, index) => ({
      id: index + 1,
      quote: 'Een getuigenis van de test, lang genoeg en met een punt aan het einde, zoals de regels het vragen.',
      name: `Testpersoon ${String.fromCharCode(65 + index)}.`,
      title: `Residentie Proef ${index + 1}, Testgem`,
      initials: `T${String.fromCharCode(65 + index)}`,
      voorbeeld: true,
    })) as Array<Record<string, unknown>>;
    delete testimonials[0].voorbeeld;
    testimonials[1] = { ...testimonials[1], voorbeeld: false };
    testimonials[2] = { ...testimonials[2], title: 'Residentie Ter Linde, Testgem' };
    fs.writeFileSync(path.join(dir, 'testimonials.json'), JSON.stringify({ testimonials }));
    const portfolioDir = path.join(dir, 'portfolio');
    for (const entry of fs.readdirSync(portfolioDir, { withFileTypes: true }))
      if (entry.isDirectory()) fs.rmSync(path.join(portfolioDir, entry.name), { recursive: true });
    const building = 'hof-ter-linde-test';
    fs.mkdirSync(path.join(portfolioDir, building));
    fs.writeFileSync(
      path.join(portfolioDir, building, 'index.json'),
      JSON.stringify({ id: building, title: 'Hof ter Linde', location: 'Anderegem', isNieuw: false }),
    );
    fs.writeFileSync(path.join(dir, 'meldingen', 'gebouwen.json'), JSON.stringify({ gebouwen: [] }));
    // With no buildings, no contractor may be limited to one.
    const contractorsFile = path.join(dir, 'meldingen', 'aannemers.json');
    const contractors = JSON.parse(fs.readFileSync(contractorsFile, 'utf8'));
    for (const contractor of contractors.aannemers) delete contractor.gebouwen;
    fs.writeFileSync(contractorsFile, JSON.stringify(contractors));
    // Firm numbers typed the way people write them, taken from the config.
    const national = (written: string) => written.replace(/\D/g, '');
    const typedOffice = officeFacts[0].phone;
    const second = national(officeFacts[1].phone);
    const typedInternational = `+32 (0)${second.slice(1, 3)} ${second.slice(3)}`;
    const faq = path.join(dir, 'faq', fs.readdirSync(path.join(dir, 'faq')).sort()[0]);
    fs.appendFileSync(
      faq,
      [
        '',
        `Bel ons op ${typedOffice} of ${typedInternational}.`,
        'Ons noodnummer [{{phone.emergency}}]({{phone.emergencyHref}}) is dag en nacht bereikbaar.',
        '{{stats.recommendRate}} van onze klanten beveelt ons aan.',
        '',
      ].join('\n\n'),
    );
    const faqFile = `content/faq/${path.basename(faq)}`;
    const typed = (number: string) =>
      `${faqFile}: het nummer ${number} van het kantoor is getypt; gebruik de tag ({{phone.office}}, {{phone.emergency}}, {{office.<id>.phone}}, zie content/README.md).`;

    const problems = contentProblems(dir, illustrations);
    const expected = [
      typed(typedOffice),
      typed(typedInternational),
      `${faqFile}: {{phone.emergency}} staat er zonder zijn prijs; zet {{phone.emergencyPrice}} in dezelfde zin (het is een betalend nummer).`,
      `${faqFile}: het aanbevelingscijfer ({{stats.recommendRate}}) staat er zonder wie het telt; zeg dat het gaat om de klanten die de tevredenheidsbevraging van ${firmClaims.survey.year} beantwoordden.`,
      expect.stringMatching(
        new RegExp(`^${faqFile}: 'dag en nacht' is een belofte die het kantoor niet bevestigd heeft`),
      ),
      `${faqFile}: noemt het noodnummer zonder de gids; link in de tekst naar [wie u in welk geval belt](/melden#meldingsformulier), of toon het noodnummer met een blok emergency (withGuide: true).`,
      expect.stringMatching(/^content\/testimonials\.json, getuigenis 1: het veld 'voorbeeld' ontbreekt/),
      expect.stringMatching(
        /^content\/testimonials\.json, getuigenis 2: is geen voorbeeld, maar het veld 'toestemming'/,
      ),
      expect.stringMatching(new RegExp(`^content/portfolio/${building}/index\\.json: het veld 'voorbeeld' ontbreekt`)),
      expect.stringMatching(
        /^content\/testimonials\.json, getuigenis 3 noemt 'Residentie Ter Linde, Testgem' en content\/portfolio\/.+ 'Hof ter Linde, Anderegem': dezelfde naam/,
      ),
    ];
    expect(problems).toEqual(expect.arrayContaining(expected));
    // Nothing else: each problem planted above is named once, and the rest of the copy is in order.
    expect(problems).toHaveLength(expected.length);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses the paid line without the guide, or for a case the guide sends to 112, the alarm button or the grid operator', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
    fs.cpSync(path.join(root, 'content'), dir, { recursive: true });
    // An emergency block without the guide, whose lead-in offers the paid line for a lift and storm damage.
    const page = path.join(dir, 'pages', 'kmo-parken.md');
    const withoutGuide = fs
      .readFileSync(page, 'utf8')
      .replace(/^(\s+)withGuide: true\n/m, '')
      .replace(
        /^(\s+text: ")Bij een dringend defect[^"]*"/m,
        '$1Bij een defecte lift of stormschade belt u ons noodnummer"',
      );
    fs.writeFileSync(page, withoutGuide);
    const blocks = (matter(withoutGuide).data.blocks as Array<{ type: string }>).map((block) => block.type);
    // An article that names the paid line without linking to the guide, for a fire and, in its own sentence, for gas.
    const article = path.join(dir, 'blog', 'wat-doet-een-syndicus', 'index.md');
    fs.appendFileSync(
      article,
      '\nBij brand belt u ons noodnummer. Bij een waterlek ook. Ruikt u gas, dan belt u eveneens het noodnummer.\n',
    );
    // A quote may name the line, never for a case the guide sends elsewhere.
    const testimonialsFile = path.join(dir, 'testimonials.json');
    const testimonials = JSON.parse(fs.readFileSync(testimonialsFile, 'utf8'));
    testimonials.testimonials[0].quote = 'Toen iemand in de lift vastzat, belden we het noodnummer en alles kwam goed.';
    fs.writeFileSync(testimonialsFile, JSON.stringify(testimonials));

    const because = 'Noem bij het noodnummer enkel een dringend defect waarbij niemand in gevaar is.';
    expect(contentProblems(dir, illustrations)).toEqual([
      "content/blog/wat-doet-een-syndicus/index.md: de zin 'Bij brand belt u ons noodnummer.' noemt het noodnummer bij brand of rook; daarvoor stuurt de gids naar 112. " +
        because,
      "content/blog/wat-doet-een-syndicus/index.md: de zin 'Ruikt u gas, dan belt u eveneens het noodnummer.' noemt het noodnummer bij gasreuk; daarvoor stuurt de gids naar de netbeheerder of 112. " +
        because,
      'content/blog/wat-doet-een-syndicus/index.md: noemt het noodnummer zonder de gids; link in de tekst naar [wie u in welk geval belt](/melden#meldingsformulier), of toon het noodnummer met een blok emergency (withGuide: true).',
      "content/pages/kmo-parken.md: de zin 'Bij een defecte lift of stormschade belt u ons noodnummer' noemt het noodnummer bij de lift; daarvoor stuurt de gids naar de alarmknop in de lift, en 112. " +
        because,
      "content/pages/kmo-parken.md: de zin 'Bij een defecte lift of stormschade belt u ons noodnummer' noemt het noodnummer bij storm of overstroming; daarvoor stuurt de gids naar 112 als iemand in gevaar is. " +
        because,
      `content/pages/kmo-parken.md: veld 'blocks.${blocks.indexOf('emergency')}.withGuide' moet true zijn: het blok emergency toont het noodnummer, dus erboven wie men in welk geval belt (content/noodgevallen.json).`,
      `content/testimonials.json, getuigenis ${testimonials.testimonials[0].id}: de zin '${testimonials.testimonials[0].quote}' noemt het noodnummer bij de lift; daarvoor stuurt de gids naar de alarmknop in de lift, en 112. ${because}`,
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses unconfirmed claims once the firm filled in its own facts, not on the placeholder test site', () => {
    const claims = { professionals: { value: '9', confirmed: false }, buildings: { value: '40+', confirmed: true } };
    const ownFirm = {
      firm: { name: 'Syndicus Testlaan', email: 'info@syndicus-testlaan.be' },
      officeFacts: [{ id: 'gent', phone: '09 123 45 67' }],
      firmClaims: claims,
    };
    expect(unconfirmedClaimProblems(ownFirm)).toEqual([
      'src/config/firm.ts: firmClaims.professionals ("9") is niet bevestigd; kijk het na en zet confirmed: true, of schrap de bewering uit content/.',
    ]);
    const placeholderFirm = { ...ownFirm, firm: { name: 'Voorbeeldkantoor' } };
    expect(unconfirmedClaimProblems(placeholderFirm)).toEqual([]);
  });
});
