import { describeProblems, validateFrontmatter } from '../frontmatter';

const validPost = {
  title: 'Hoe verandert u van syndicus?',
  date: '2025-06-19',
  excerpt: 'Stap voor stap: van de beslissing van de algemene vergadering tot de overdracht van het dossier.',
  image: './cover.generated.png',
  imageAlt: 'Een appartementsgebouw met een vergadertafel',
  category: 'Syndicus',
  tags: ['syndicus', 'mandaat'],
  author: 'Redactie',
};

function problemsOf(data: unknown) {
  const result = validateFrontmatter('blog', data);
  return result.ok ? [] : result.problems;
}

describe('blog frontmatter', () => {
  it('accepts a complete post and normalises a YAML date object to YYYY-MM-DD', () => {
    const result = validateFrontmatter('blog', { ...validPost, date: new Date('2025-06-19T00:00:00Z') });
    expect(result).toEqual({ ok: true, value: { ...validPost, date: '2025-06-19' } });
  });

  it.each(['title', 'date', 'excerpt', 'image', 'imageAlt', 'category', 'tags', 'author'])(
    'names a missing %s',
    (field) => {
      const { [field as keyof typeof validPost]: _omitted, ...rest } = validPost;
      expect(problemsOf(rest)).toEqual([{ field, message: 'ontbreekt' }]);
    },
  );

  it.each([
    ['date', '19/06/2025', 'moet een datum zijn in de vorm JJJJ-MM-DD'],
    ['date', '2025-02-30', 'is geen bestaande datum'],
    ['category', 'Varia', 'moet een van deze categorieën zijn'],
    ['image', 'https://example.com/x.jpg', 'moet de naam van een afbeelding naast het artikel zijn'],
    ['tags', 'syndicus', 'moet een lijst zijn'],
    ['excerpt', 'Te kort.', 'moet minstens 20 tekens lang zijn'],
  ])('rejects a malformed %s (%s)', (field, value, message) => {
    const problems = problemsOf({ ...validPost, [field]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0].field).toBe(field);
    expect(problems[0].message).toContain(message);
  });

  it('describes each problem with the file and the field', () => {
    const text = describeProblems('content/blog/x/index.md', problemsOf({ ...validPost, title: undefined, tags: [] }));
    expect(text.split('\n')).toEqual([
      "content/blog/x/index.md: veld 'title' ontbreekt",
      "content/blog/x/index.md: veld 'tags' moet minstens één tag bevatten",
    ]);
  });
});

describe('other kinds', () => {
  const vacancyEndingBeforeItStarts = {
    title: 'Beheerder syndicus (m/v/x)',
    slug: 'beheerder-syndicus',
    lead: 'Wij zoeken een beheerder.',
    excerpt: 'Een boeiende job in het beheer van mede-eigendommen.',
    datePosted: '2026-11-02',
    validThrough: '2026-10-01',
    employmentType: 'FULL_TIME',
    hours: 'Voltijds',
  };

  it('requires a vacancy to end after it starts and to name a known office', () => {
    const result = validateFrontmatter('vacature', { ...vacancyEndingBeforeItStarts, office: 'gent' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.map((p) => p.field).sort()).toEqual(['office']);
  });

  it('checks dates of a vacancy once the fields are valid', () => {
    const result = validateFrontmatter('vacature', { ...vacancyEndingBeforeItStarts, office: 'aalst' });
    expect(!result.ok && result.problems).toEqual([{ field: 'validThrough', message: 'moet na datePosted liggen' }]);
  });

  it('requires an FAQ entry to use a known theme and a positive order', () => {
    const result = validateFrontmatter('faq', { question: 'Is een syndicus verplicht?', theme: 'Varia', order: 0 });
    expect(!result.ok && result.problems.map((p) => p.field).sort()).toEqual(['order', 'theme']);
  });

  it('rejects a legal page slug with capitals or slashes', () => {
    const result = validateFrontmatter('legal', {
      title: 'Privacybeleid',
      slug: '/Privacybeleid',
      description: 'Hoe wij met uw persoonsgegevens omgaan.',
      lead: 'Uw privacy is belangrijk.',
      updated: '2026-11-22',
    });
    expect(!result.ok && result.problems.map((p) => p.field)).toEqual(['slug']);
  });
});
