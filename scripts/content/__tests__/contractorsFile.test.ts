import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contractorsFileProblems } from '../contractorsFile';

const root = path.resolve(__dirname, '../../..');

/** A content folder with the real buildings and the contractors given. */
function withContractors(contractors: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aannemers-'));
  fs.mkdirSync(path.join(dir, 'meldingen'));
  fs.copyFileSync(path.join(root, 'content/meldingen/gebouwen.json'), path.join(dir, 'meldingen', 'gebouwen.json'));
  fs.writeFileSync(path.join(dir, 'meldingen', 'aannemers.json'), JSON.stringify(contractors));
  return dir;
}

const realBuildingCode = () =>
  (
    JSON.parse(fs.readFileSync(path.join(root, 'content/meldingen/gebouwen.json'), 'utf8')) as {
      gebouwen: Array<{ code: string }>;
    }
  ).gebouwen[0].code;

const contractor = {
  id: 'test-aannemer',
  naam: 'Test Aannemer',
  vakgebieden: ['water'],
  email: 'opdrachten@aannemer-testlaan.be',
  telefoon: '09 123 45 67',
  voorbeeld: false,
};

describe('content:check on content/meldingen/aannemers.json', () => {
  it('finds nothing wrong with the contractors committed, or with one limited to a listed building', () => {
    expect(contractorsFileProblems(path.join(root, 'content'))).toEqual([]);
    const dir = withContractors({ aannemers: [{ ...contractor, gebouwen: [realBuildingCode().toLowerCase()] }] });
    expect(contractorsFileProblems(dir)).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('names each broken field in Dutch, with what it must be', () => {
    const { naam, ...withoutName } = contractor;
    void naam;
    const dir = withContractors({
      aannemers: [{ ...withoutName, id: 'Met Hoofdletters', vakgebieden: ['zwembad'], voorbeeld: 'ja' }],
    });
    expect(contractorsFileProblems(dir)).toEqual([
      expect.stringMatching(/^content\/meldingen\/aannemers\.json: veld 'aannemers\.0\.id' moet uit kleine letters/),
      "content/meldingen/aannemers.json: veld 'aannemers.0.naam' ontbreekt.",
      expect.stringMatching(
        /^content\/meldingen\/aannemers\.json: veld 'aannemers\.0\.vakgebieden\.0' moet minstens één soort probleem noemen, uit water, /,
      ),
      "content/meldingen/aannemers.json: veld 'aannemers.0.voorbeeld' moet true (een verzonnen voorbeeld) of false (een echte aannemer) zijn.",
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a building code that is not in gebouwen.json, and an id used twice', () => {
    let dir = withContractors({ aannemers: [{ ...contractor, gebouwen: ['BESTAAT-NIET'] }] });
    expect(contractorsFileProblems(dir)).toEqual([
      "content/meldingen/aannemers.json: de aannemer 'test-aannemer' noemt het gebouw BESTAAT-NIET, dat niet in content/meldingen/gebouwen.json staat; gebruik een code uit dat bestand.",
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
    dir = withContractors({ aannemers: [contractor, contractor] });
    expect(contractorsFileProblems(dir)).toEqual([
      'content/meldingen/aannemers.json: De aannemer met id test-aannemer staat meer dan eens in de lijst.',
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
