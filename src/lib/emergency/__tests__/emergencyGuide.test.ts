import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EMERGENCY_GUIDE_FILE, emergencyGuideProblems, validateEmergencyGuide } from '../emergencyGuide';
import { disallowedGuideTags, EMERGENCY_GUIDE_TAGS, fillEmergencyGuideTags } from '../emergencyGuideTags';
import { buildTokenTable } from '../../content/firmTokens';
import { nonUrgentPhone, officePhoneHours } from '../../offices';

const contentDir = path.resolve(__dirname, '../../../../content');
const shipped = JSON.parse(fs.readFileSync(path.join(contentDir, EMERGENCY_GUIDE_FILE), 'utf8'));

/** content/noodgevallen.json with the given data, in a folder of its own. */
function problemsWith(data: unknown | string): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'noodgevallen-'));
  fs.writeFileSync(path.join(dir, EMERGENCY_GUIDE_FILE), typeof data === 'string' ? data : JSON.stringify(data));
  return emergencyGuideProblems(dir);
}

describe('content/noodgevallen.json', () => {
  it('passes as shipped', () => {
    expect(emergencyGuideProblems(contentDir)).toEqual([]);
    expect(validateEmergencyGuide(shipped).ok).toBe(true);
  });

  it('names a missing file, bad JSON and each wrong field in Dutch', () => {
    expect(emergencyGuideProblems(fs.mkdtempSync(path.join(os.tmpdir(), 'leeg-')))).toEqual([
      expect.stringMatching(/^content\/noodgevallen\.json ontbreekt: /),
    ]);
    expect(problemsWith('{ "situations": [')).toEqual([
      expect.stringMatching(/^content\/noodgevallen\.json is geen geldige JSON: /),
    ]);
    expect(
      problemsWith({
        situations: [
          { situation: 'Brand', action: 'Bel ons noodnummer {{phone.emergency}}.' },
          { situation: 'Gas', action: 'Lees [meer](/bestaat-niet) hierover.', extra: 1 },
        ],
      }),
    ).toEqual([
      expect.stringMatching(
        /^content\/noodgevallen\.json: veld 'situations\.0\.action' mag enkel de tags \{\{phone\.office\}\}, .* bevatten: het noodnummer/,
      ),
      expect.stringMatching(/^content\/noodgevallen\.json: veld 'situations\.1\.action' linkt naar \/bestaat-niet/),
      "content/noodgevallen.json: veld 'situations.1' bevat onbekende velden: extra",
    ]);
  });

  it("fills in the office's number and hours, the only tags it may use", () => {
    const action = 'Bel tijdens de kantooruren ({{phone.officeHours}}) naar [{{phone.office}}]({{phone.officeHref}}).';
    expect(problemsWith({ situations: [shipped.situations[0], { situation: 'Een dringend defect', action }] })).toEqual(
      [],
    );
    expect(fillEmergencyGuideTags(action)).toBe(
      `Bel tijdens de kantooruren (${officePhoneHours}) naar [${nonUrgentPhone.display}](${nonUrgentPhone.href}).`,
    );
    expect(disallowedGuideTags(`${action} {{phone.emergency}} {{firm.name}}`)).toEqual([
      'phone.emergency',
      'firm.name',
    ]);
    // Filled in, the guide's office tags say what the Markdown tags say.
    const table = buildTokenTable();
    for (const [name, value] of Object.entries(EMERGENCY_GUIDE_TAGS)) expect(table.get(name)).toBe(value);
  });

  it('asks for at least the case for 112 and the case for the paid line', () => {
    expect(problemsWith({ situations: [shipped.situations[0]] })).toEqual([
      expect.stringContaining("veld 'situations' moet minstens twee situaties bevatten"),
    ]);
  });
});
