import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findSampleContent } from '../sampleContent';

const root = path.resolve(__dirname, '../../..');

function contentDir(testimonials: unknown[], portfolio: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'samples-'));
  fs.writeFileSync(path.join(dir, 'testimonials.json'), JSON.stringify({ testimonials }));
  for (const [id, item] of Object.entries(portfolio)) {
    fs.mkdirSync(path.join(dir, 'portfolio', id), { recursive: true });
    fs.writeFileSync(path.join(dir, 'portfolio', id, 'index.json'), JSON.stringify(item));
  }
  return dir;
}

describe('the go-live check for samples', () => {
  it('names every sample the repository ships with: all 18 testimonials and every building', () => {
    const found = findSampleContent(path.join(root, 'content'));
    const buildings = fs
      .readdirSync(path.join(root, 'content/portfolio'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory()).length;
    const reportBuildings = (
      JSON.parse(fs.readFileSync(path.join(root, 'content/meldingen/gebouwen.json'), 'utf8')) as { gebouwen: unknown[] }
    ).gebouwen.length;
    expect(found).toHaveLength(18 + buildings + reportBuildings);
    expect(found.filter((f) => f.field.startsWith('content/meldingen/gebouwen.json'))).toHaveLength(reportBuildings);
    expect(found[0]).toMatchObject({ field: 'content/testimonials.json, getuigenis 1', value: 'Marleen V.' });
  });

  it('lets real entries through and counts an entry that does not say as a sample', () => {
    const dir = contentDir(
      [
        { id: 1, name: 'Echte Klant', voorbeeld: false, toestemming: '2026-11-20' },
        { id: 2, name: 'Zonder veld' },
      ],
      {
        echt: { title: 'Residentie Echt', voorbeeld: false, toestemming: '2026-11-20' },
        verzonnen: { title: 'Residentie Verzonnen', voorbeeld: true },
      },
    );
    expect(findSampleContent(dir).map((sample) => sample.field)).toEqual([
      'content/testimonials.json, getuigenis 2',
      'content/portfolio/verzonnen/index.json',
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
