import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findSampleContent } from '../sampleContent';
import { isSample } from '../../../src/lib/samples';

const root = path.resolve(__dirname, '../../..');

/**
 * A content/ folder in a temporary directory: its testimonials, portfolio buildings and lists of content/meldingen/
 * (the list `gebouwen` is written as meldingen/gebouwen.json, { gebouwen: [...] }, as the real files are).
 */
function contentDir({
  testimonials = [],
  portfolio = {},
  meldingen = {},
}: {
  testimonials?: unknown[];
  portfolio?: Record<string, unknown>;
  meldingen?: Record<string, unknown[]>;
}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'samples-'));
  fs.writeFileSync(path.join(dir, 'testimonials.json'), JSON.stringify({ testimonials }));
  for (const [id, item] of Object.entries(portfolio)) {
    fs.mkdirSync(path.join(dir, 'portfolio', id), { recursive: true });
    fs.writeFileSync(path.join(dir, 'portfolio', id, 'index.json'), JSON.stringify(item));
  }
  for (const [name, entries] of Object.entries(meldingen)) {
    fs.mkdirSync(path.join(dir, 'meldingen'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'meldingen', `${name}.json`), JSON.stringify({ [name]: entries }));
  }
  return dir;
}

describe('the go-live check for samples', () => {
  it('names every sample: each testimonial, portfolio building and report building marked as one', () => {
    const dir = contentDir({
      testimonials: Array.from({ length: 3 }, (_, index) => ({
        id: index + 1,
        name: `Proef ${index + 1}`,
        voorbeeld: true,
      })),
      portfolio: { a: { title: 'Residentie A', voorbeeld: true }, b: { title: 'Residentie B', voorbeeld: true } },
      meldingen: { gebouwen: [{ code: 'A', voorbeeld: true }] },
    });
    const found = findSampleContent(dir);
    expect(found.map((sample) => sample.field)).toEqual([
      'content/testimonials.json, getuigenis 1',
      'content/testimonials.json, getuigenis 2',
      'content/testimonials.json, getuigenis 3',
      'content/portfolio/a/index.json',
      'content/portfolio/b/index.json',
      'content/meldingen/gebouwen.json, gebouw 1',
    ]);
    expect(found[0]).toMatchObject({ value: 'Proef 1' });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a real report building whose manager address is still on a sample domain', () => {
    const dir = contentDir({
      meldingen: {
        gebouwen: [
          { code: 'ECHT', voorbeeld: false, beheerder: 'beheer@voorbeeld-kantoor.be' },
          { code: 'GOED', voorbeeld: false, beheerder: 'beheer@syndicus-testlaan.be' },
        ],
      },
    });
    expect(findSampleContent(dir)).toEqual([
      expect.objectContaining({ field: 'content/meldingen/gebouwen.json, gebouw 1, beheerder' }),
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('names every sample contractor the repository holds, by id and name', () => {
    const { aannemers } = JSON.parse(fs.readFileSync(path.join(root, 'content/meldingen/aannemers.json'), 'utf8')) as {
      aannemers: Array<{ id: string; naam: string }>;
    };
    const samples = aannemers.filter(isSample);
    const named = findSampleContent(path.join(root, 'content')).filter((f) => f.field.includes('aannemers.json'));
    expect(named).toEqual(
      samples.map((c) =>
        expect.objectContaining({ field: `content/meldingen/aannemers.json, aannemer ${c.id}`, value: c.naam }),
      ),
    );
  });

  it('lets a real contractor through, but not one whose address is still on a sample domain', () => {
    const dir = contentDir({
      meldingen: {
        aannemers: [
          { id: 'echt', voorbeeld: false, email: 'opdrachten@aannemer-testlaan.be' },
          { id: 'vergeten', voorbeeld: false, email: 'dak@voorbeeld-kantoor.be' },
          { id: 'zonder-veld', email: 'x@aannemer-testlaan.be' },
        ],
      },
    });
    expect(findSampleContent(dir).map((f) => f.field)).toEqual([
      'content/meldingen/aannemers.json, aannemer vergeten, email',
      'content/meldingen/aannemers.json, aannemer zonder-veld',
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lets real entries through and counts an entry that does not say as a sample', () => {
    const dir = contentDir({
      testimonials: [
        { id: 1, name: 'Echte Klant', voorbeeld: false, toestemming: '2026-11-20' },
        { id: 2, name: 'Zonder veld' },
      ],
      portfolio: {
        echt: { title: 'Residentie Echt', voorbeeld: false, toestemming: '2026-11-20' },
        verzonnen: { title: 'Residentie Verzonnen', voorbeeld: true },
      },
    });
    expect(findSampleContent(dir).map((sample) => sample.field)).toEqual([
      'content/testimonials.json, getuigenis 2',
      'content/portfolio/verzonnen/index.json',
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
