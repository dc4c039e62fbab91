import { firm, firmClaims, officeFacts } from '../../src/config/firm';
import { statTokens } from '../../src/lib/stats';
import { internationalPhone } from '../../src/lib/phone';
import { literalPattern } from '../../src/lib/text/literalPattern';

/**
 * Rules content:check applies to every text a writer edits, beyond the frontmatter schemas: what the firm can
 * sign. Pure functions on text, so content:check and its tests share them.
 */

/** Every firm number, as digits in national form ('035691500', '090388105'). */
function firmNumbers(): string[] {
  return [...officeFacts.map((office) => office.phone), firm.emergencyLine.number].map((number) =>
    number.replace(/\D/g, ''),
  );
}

const SEPARATOR = '[\\s./()-]{0,3}';

/** A number's digits with any separators between them, in national ('03 569…') or international ('+32 3 569…') form. */
function numberPattern(nationalDigits: string): RegExp {
  const spaced = (digits: string) => digits.split('').join(SEPARATOR);
  const international = internationalPhone(nationalDigits).slice(3); // the digits after +32
  return new RegExp(
    `(?<!\\d)(?:${spaced(nationalDigits)}|(?:\\+|00)${SEPARATOR}32${SEPARATOR}(?:\\(0\\))?${SEPARATOR}${spaced(international)})(?!\\d)`,
  );
}

/** The firm's phone numbers typed into a text instead of their tags ({{phone.office}}, {{office.aalst.phone}}…). */
export function hardCodedFirmPhones(text: string): string[] {
  return firmNumbers().flatMap((digits) => {
    const match = numberPattern(digits).exec(text);
    return match ? [match[0]] : [];
  });
}

/** Pieces of text that belong together: paragraphs of Markdown, or the strings of one frontmatter object. */
export function paragraphs(markdown: string): string[] {
  return markdown.split(/\n\s*\n/).filter((chunk) => chunk.trim());
}

/** Each object of a frontmatter value, as the text of its own strings (and each string of a list on its own). */
export function frontmatterPieces(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(frontmatterPieces);
  if (value && typeof value === 'object') {
    const own = Object.values(value).filter((item): item is string => typeof item === 'string');
    const nested = Object.values(value).filter((item) => typeof item === 'object' && item !== null);
    return [...(own.length ? [own.join(' ')] : []), ...nested.flatMap(frontmatterPieces)];
  }
  return [];
}

/** The paid number shown without its price: a piece with {{phone.emergency}} needs {{phone.emergencyPrice}} too. */
export function emergencyNumberWithoutPrice(piece: string): boolean {
  return /\{\{\s*phone\.emergency\s*\}\}/.test(piece) && !/\{\{\s*phone\.emergencyPrice\s*\}\}/.test(piece);
}

/** The recommendation rate without whom it counts: it is of the clients who answered the 2024 survey. */
export function recommendRateWithoutScope(piece: string): boolean {
  const rate = new RegExp(`\\{\\{\\s*stats\\.recommendRate\\s*\\}\\}|${figurePattern(statTokens.recommendRate)}`);
  const scope = new RegExp(`beantwoordden|bevraging van ${firmClaims.survey.year}`);
  return rate.test(piece) && !scope.test(piece);
}

/**
 * Service levels the firm's facts do not give, a satisfaction nobody measured, and an invitation the Meetjesland office
 * (by appointment) cannot keep.
 */
const UNCONFIRMED_PROMISES: ReadonlyArray<{ pattern: RegExp; promise: string; instead: string }> = [
  {
    pattern: /dag en nacht/i,
    promise: "'dag en nacht'",
    instead: "bv. 'voor noodgevallen buiten de kantooruren belt u het noodnummer'",
  },
  {
    pattern: /24 uur op 24|7 dagen op 7|24\s?\/\s?7 bereikbaar/i,
    promise: "'24 uur op 24 en 7 dagen op 7'",
    instead: "bv. 'voor noodgevallen buiten de kantooruren belt u het noodnummer'",
  },
  {
    pattern: /tevreden bewoners/i,
    promise: "'tevreden bewoners'",
    instead:
      "niemand mat hoe tevreden ze zijn: 'bewoners in de gebouwen die wij beheren', of een gemeten score met de periode en het aantal antwoorden",
  },
  {
    pattern: /kom langs in (een van )?onze (drie )?kantoren/i,
    promise: "'kom langs in een van onze drie kantoren'",
    instead:
      "het kantoor in het Meetjesland werkt enkel op afspraak; bv. 'kom langs in Sint-Niklaas of Aalst, of maak een afspraak'",
  },
];

/** Each unconfirmed promise in the text, with what to write instead. */
export function unconfirmedPromises(text: string): Array<{ promise: string; instead: string }> {
  return UNCONFIRMED_PROMISES.filter(({ pattern }) => pattern.test(text)).map(({ promise, instead }) => ({
    promise,
    instead,
  }));
}

/** A figure as a writer may type it: '80,2%' also as '80,2 %'; regex characters ('+') taken literally. */
function figurePattern(value: string): string {
  return literalPattern(value).replace('%', '\\s?%');
}

/** The figure, not preceded by a digit or a brace (so the tag itself and 1250+ do not count), then `after`. */
function figure(value: string, after: string): RegExp {
  return new RegExp(`(?<![\\d{])${figurePattern(value)}${after}`);
}

/** Key figures typed instead of their tags ('14 professionals' instead of '{{stats.professionals}} professionals'). */
export function hardCodedFigures(text: string): string[] {
  const figures: Array<[string, RegExp]> = [
    ['{{stats.professionals}}', figure(statTokens.professionals, '\\s+(professionals|medewerkers|collega)')],
    ['{{stats.recommendRate}}', figure(statTokens.recommendRate, '')],
    ['{{stats.buildings}}', figure(statTokens.buildings, '\\s+(beheerde\\s+)?gebouwen')],
    ['{{stats.residents}}', figure(statTokens.residents, '\\s+(tevreden\\s+)?bewoners')],
  ];
  return figures.filter(([, pattern]) => pattern.test(text)).map(([tag]) => tag);
}

/**
 * Where a text links to the emergency guide: /melden's form, whose first step shows content/noodgevallen.json with
 * 'Bel 112' (the anchor is the form's section in src/pages/melden.tsx; e2e/emergencyGuidance.spec.ts keeps the two
 * together).
 */
export const EMERGENCY_GUIDE_HREF = '/melden#meldingsformulier';

/** A text that names the firm's paid line: its tag, or the word 'noodnummer' in any form. */
const PAID_LINE = /\{\{\s*phone\.emergency\s*\}\}|noodnummer/i;

/** Whether a text names the firm's paid line. */
export function namesPaidLine(text: string): boolean {
  return PAID_LINE.test(text);
}

/** Whether a text links to the emergency guide (a Markdown link to EMERGENCY_GUIDE_HREF). */
export function linksToEmergencyGuide(text: string): boolean {
  return text.includes(`](${EMERGENCY_GUIDE_HREF})`);
}

/**
 * Cases the guide sends somewhere else than the paid line: 112, the lift's alarm button, the grid operator, the
 * police. A sentence that names the paid line names none of them, or a resident in danger reads the paid number as
 * the answer (FACTS §14).
 */
const CASES_SENT_ELSEWHERE: ReadonlyArray<{ pattern: RegExp; name: string; goesTo: string }> = [
  { pattern: /\bbrand|\brook\b/i, name: 'brand of rook', goesTo: '112' },
  { pattern: /\bgas(reuk|geur|lek)?\b/i, name: 'gasreuk', goesTo: 'de netbeheerder of 112' },
  { pattern: /\blift/i, name: 'de lift', goesTo: 'de alarmknop in de lift, en 112' },
  {
    pattern: /\bstorm|overstroming|wateroverlast/i,
    name: 'storm of overstroming',
    goesTo: '112 als iemand in gevaar is',
  },
  { pattern: /\binbra(ak|ken)|\binbreker/i, name: 'inbraak', goesTo: 'de politie (101, of 112)' },
];

/** A text's sentences: split after . ! or ? and at every line break (a Markdown list item is a sentence of its own). */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.trim());
}

/**
 * Each case the guide sends elsewhere that a sentence naming the paid line names too, with that sentence: 'Bij een
 * defecte lift belt u ons noodnummer' offers the paid line to someone stuck in a lift.
 */
export function paidLineForCasesSentElsewhere(text: string): Array<{ sentence: string; name: string; goesTo: string }> {
  const found: Array<{ sentence: string; name: string; goesTo: string }> = [];
  for (const sentence of sentences(text).filter(namesPaidLine))
    for (const { pattern, name, goesTo } of CASES_SENT_ELSEWHERE)
      if (pattern.test(sentence) && !found.some((seen) => seen.name === name))
        found.push({ sentence: sentence.trim(), name, goesTo });
  return found;
}
