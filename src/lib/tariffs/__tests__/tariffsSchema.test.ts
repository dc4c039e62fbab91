import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tariffsFileProblems, validateTariffs } from '../tariffsSchema';

const root = path.resolve(__dirname, '../../../..');
/** The committed file, whatever the firm put in it; each test breaks one thing in a copy. */
const shipped = () => JSON.parse(fs.readFileSync(path.join(root, 'content/tarieven.json'), 'utf8'));

/** content/ with only a tarieven.json holding `data`. */
function contentWith(data: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarieven-'));
  fs.writeFileSync(path.join(dir, 'tarieven.json'), typeof data === 'string' ? data : JSON.stringify(data));
  return dir;
}

describe('content/tarieven.json', () => {
  it('passes as committed, sample or real', () => {
    expect(tariffsFileProblems(path.join(root, 'content'))).toEqual([]);
    expect(typeof shipped().voorbeeld).toBe('boolean');
  });

  it('names the file and the field of a missing price', () => {
    const data = shipped();
    delete data.fixedFees[0].perUnitPerYear;
    expect(tariffsFileProblems(contentWith(data))).toEqual([
      "content/tarieven.json: veld 'fixedFees.0.perUnitPerYear' ontbreekt",
    ]);
  });

  it('names a negative price', () => {
    const data = shipped();
    data.extraServices[0].price = -25;
    expect(tariffsFileProblems(contentWith(data))).toEqual([
      "content/tarieven.json: veld 'extraServices.0.price' moet een bedrag van 0 of meer zijn",
    ]);
  });

  it('asks whom each extra service is invoiced to, from the known parties', () => {
    const data = shipped();
    delete data.extraServices[0].invoicedTo;
    data.extraServices[1].invoicedTo = 'de buren';
    expect(tariffsFileProblems(contentWith(data))).toEqual([
      "content/tarieven.json: veld 'extraServices.0.invoicedTo' ontbreekt: zeg aan wie deze prestatie aangerekend wordt",
      "content/tarieven.json: veld 'extraServices.1.invoicedTo' noemt 'de buren'; kies uit vereniging, verkopende-eigenaar, eigenaar-met-achterstal, aanvragende-eigenaar",
    ]);
  });

  it('names an unknown kind of building, and the kind it then lacks', () => {
    const data = shipped();
    data.fixedFees[1].kind = 'kasteel';
    const problems = tariffsFileProblems(contentWith(data));
    expect(problems[0]).toBe(
      "content/tarieven.json: veld 'fixedFees.1.kind' heeft een onbekende soort gebouw 'kasteel'; kies uit appartementsgebouw, assistentiewoningen, kmo-park, nieuwbouwproject",
    );
  });

  it('asks for one fee per kind of building', () => {
    const data = shipped();
    data.fixedFees.pop();
    expect(tariffsFileProblems(contentWith(data))).toEqual([
      "content/tarieven.json: veld 'fixedFees' moet precies één ereloon hebben voor 'nieuwbouwproject' (Nieuwbouwproject), niet 0",
    ]);
  });

  it('names a price written as text, more than two decimals, a missing VAT rate and an unknown field', () => {
    const data = shipped();
    data.surcharges.liftPerYear = '120';
    data.surcharges.parkingSpacePerYear = 12.345;
    delete data.vatPercent;
    data.korting = 10;
    expect(validateTariffs(data)).toEqual({
      ok: false,
      problems: expect.arrayContaining([
        { field: 'surcharges.liftPerYear', message: expect.stringContaining('moet een bedrag in euro zijn') },
        { field: 'surcharges.parkingSpacePerYear', message: 'mag hoogstens twee cijfers na de komma hebben' },
        { field: 'vatPercent', message: 'ontbreekt' },
        { field: '(bestand)', message: 'bevat onbekende velden: korting' },
      ]),
    });
  });

  it('says when the file is missing or not JSON', () => {
    expect(tariffsFileProblems(fs.mkdtempSync(path.join(os.tmpdir(), 'leeg-')))[0]).toMatch(
      /^content\/tarieven\.json ontbreekt/,
    );
    expect(tariffsFileProblems(contentWith('{ "voorbeeld": tru'))[0]).toMatch(
      /^content\/tarieven\.json is geen geldige JSON/,
    );
  });
});
