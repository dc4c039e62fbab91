/**
 * Testimonials and portfolio buildings the repository ships with are invented: samples, never to be shown as real
 * (fake consumer reviews are a blacklisted unfair practice, directive (EU) 2019/2161). Each one says so in a field
 * `voorbeeld`; the site marks samples as such, content:check insists on the field, and `npm run release` refuses
 * to package while a sample is left. A real one (`voorbeeld: false`) records the date the person, or for a building
 * the association of co-owners, agreed in writing to be shown (`toestemming`).
 */

/** The short mark beside each sample. */
export const SAMPLE_LABEL = 'Voorbeeld';

/** Under the testimonials while any of them is a sample. */
export const SAMPLE_TESTIMONIALS_NOTE =
  'Dit zijn voorbeeldgetuigenissen, ter illustratie: het zijn geen uitspraken van bestaande klanten.';

/** Under the portfolio while any of its buildings is a sample. */
export const SAMPLE_PORTFOLIO_NOTE =
  'De gebouwen met het label ‘Voorbeeld’ zijn voorbeeldprojecten, ter illustratie: het zijn geen gebouwen die wij beheren.';

/** With the tariffs (on /tarieven and beside the fee indication) while content/tarieven.json is a sample. */
export const SAMPLE_TARIFFS_NOTE =
  'De bedragen op deze pagina zijn voorbeeldtarieven, ter illustratie: het zijn nog niet de tarieven van ons kantoor.';

/** What the CMS and the writers' guide say about the field. */
export const SAMPLE_FIELD_HINT =
  'Aangevinkt = een verzonnen voorbeeld; de site toont het als ‘Voorbeeld’ en de release weigert zolang er een is. Vink het enkel uit voor een echte getuigenis of een echt gebouw, met schriftelijke toestemming van de persoon (of van de vereniging van mede-eigenaars) om genoemd te worden, en vul de datum van die toestemming in.';
/** The same checkbox for a contractor (content/meldingen/aannemers.json): no consent to record, but real addresses. */
export const SAMPLE_CONTRACTOR_FIELD_HINT =
  'Aangevinkt = een verzonnen voorbeeldaannemer; de release weigert zolang er een is. Vink het enkel uit voor een aannemer met wie het kantoor echt werkt, met het e-mailadres en het telefoonnummer waarop hij zijn opdrachten wil krijgen.';
export const CONSENT_FIELD_HINT =
  'Datum (JJJJ-MM-DD) waarop de persoon, of voor een gebouw de vereniging van mede-eigenaars, schriftelijk toestemde om op de site te verschijnen. Verplicht als het geen voorbeeld is.';

/** Whether an entry (a testimonial, a building, the tariffs) is a sample: only `voorbeeld: false` makes it real. */
export const isSample = (entry: unknown): boolean =>
  !(typeof entry === 'object' && entry !== null && (entry as { voorbeeld?: unknown }).voorbeeld === false);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Why an entry's sample fields are not in order, in Dutch, or [] when they are. */
export function sampleFieldProblems(entry: unknown): string[] {
  if (typeof entry !== 'object' || entry === null) return [];
  const { voorbeeld, toestemming } = entry as { voorbeeld?: unknown; toestemming?: unknown };
  if (typeof voorbeeld !== 'boolean')
    return [
      "het veld 'voorbeeld' ontbreekt: zet \"voorbeeld\": true voor een verzonnen voorbeeld, of false voor een echte (met 'toestemming')",
    ];
  if (!voorbeeld && !(typeof toestemming === 'string' && ISO_DATE.test(toestemming)))
    return [
      "is geen voorbeeld, maar het veld 'toestemming' (de datum van de schriftelijke toestemming, JJJJ-MM-DD) ontbreekt",
    ];
  return [];
}

/** Words that only say what kind of building it is; what is left names it ('Residentie Ter Linde' → 'linde'). */
const GENERIC_WORDS = new Set([
  'residentie',
  'hof',
  'ter',
  'de',
  'het',
  'den',
  'assistentiewoningen',
  'kmo-park',
  'kmo-units',
  'bedrijvenpark',
  'nieuwbouwproject',
  'appartementsgebouw',
]);

export function buildingNameCore(name: string): string {
  return name
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word && !GENERIC_WORDS.has(word))
    .join(' ');
}

export interface NamedBuilding {
  /** Where it comes from, for the message: 'content/testimonials.json #1'. */
  source: string;
  name: string;
  town: string;
}

/**
 * Buildings that share a name but not the same full name and town ('Residentie Ter Linde, Sint-Niklaas' in a
 * testimonial and 'Hof ter Linde, Aalst' in the portfolio): a reader would take them for one building described twice.
 */
export function contradictingBuildingNames(buildings: readonly NamedBuilding[]): string[] {
  const problems: string[] = [];
  for (const [index, a] of buildings.entries())
    for (const b of buildings.slice(index + 1)) {
      if (!buildingNameCore(a.name) || buildingNameCore(a.name) !== buildingNameCore(b.name)) continue;
      if (a.name.toLowerCase() === b.name.toLowerCase() && a.town === b.town) continue;
      problems.push(
        `${a.source} noemt '${a.name}, ${a.town}' en ${b.source} '${b.name}, ${b.town}': dezelfde naam voor twee verschillende gebouwen spreekt elkaar tegen. Gebruik exact dezelfde naam en gemeente, of een andere naam.`,
      );
    }
  return problems;
}
