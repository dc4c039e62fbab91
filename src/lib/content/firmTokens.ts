import { firm } from '../../config/firm';
import { nonUrgentPhone, offices, officeAddressLine, officePhoneHours } from '../offices';
import { firmClaims } from '../../config/firm';
import { statTokens } from '../stats';
import { firmIdentification } from '../firmIdentification';
import { EMERGENCY_PRICE, emergencyPhone } from '../emergency/emergencyLine';
import { FOLLOW_CONFIRM_DAYS, longestStayInBackupsDays, RETENTION_DAYS_DEFAULT } from '../../config/retention';

/**
 * Writers never type the firm's facts: Markdown says `{{firm.name}}` and the build fills in the value from
 * src/config/firm.ts (and src/lib/offices.ts), so a change of name or number is one edit.
 */
export type TokenTable = ReadonlyMap<string, string>;

const TOKEN_PATTERN = /\{\{\s*([a-zA-Z0-9.-]+)\s*\}\}/g;

function flatten(prefix: string, value: unknown, into: Map<string, string>): void {
  if (typeof value === 'string' || typeof value === 'number') into.set(prefix, String(value));
  else if (Array.isArray(value)) into.set(prefix, value.join(', '));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(`${prefix}.${key}`, child, into);
  }
}

export function buildTokenTable(): TokenTable {
  const table = new Map<string, string>();
  flatten('firm', firm, table);
  flatten('stats', statTokens, table);
  table.set('claims.yearsOfExperience', firmClaims.yearsOfExperience.value);
  table.set('claims.foundedYear', String(firmClaims.foundedYear.value));
  table.set('claims.surveyYear', String(firmClaims.survey.year));
  // The firm's identification as company law and the BIV ask for it (src/lib/firmIdentification.ts).
  table.set('firm.seat', firmIdentification.seat);
  table.set('firm.registration', firmIdentification.registration);
  table.set('firm.recognition', firmIdentification.recognition);
  // The office's central number and the emergency line, as shown and as a link target: [{{phone.office}}]({{phone.officeHref}}).
  table.set('phone.office', nonUrgentPhone.display);
  table.set('phone.officeHref', nonUrgentPhone.href);
  // When that number is answered: 'maandag tot vrijdag van 09:00 tot 12:00'.
  table.set('phone.officeHours', officePhoneHours);
  table.set('phone.emergency', emergencyPhone.display);
  table.set('phone.emergencyHref', emergencyPhone.href);
  // What a call to the paid line costs: writers put it next to every {{phone.emergency}} (content:check insists).
  table.set('phone.emergencyPrice', EMERGENCY_PRICE);
  // The retention the privacy policy states: the server's default (src/config/retention.ts), never typed.
  table.set('retention.days', String(RETENTION_DAYS_DEFAULT));
  table.set('retention.backupMaxDays', String(longestStayInBackupsDays(RETENTION_DAYS_DEFAULT)));
  // How long a follower's confirmation link works; an unconfirmed address is erased then.
  table.set('retention.followConfirmDays', String(FOLLOW_CONFIRM_DAYS));
  // A soft hyphen: where a long word may break on a phone (invisible otherwise).
  table.set('shy', '\u00AD');
  // 'Sint-Niklaas, Aalst en Meetjesland': the offices as a Dutch enumeration.
  const names = offices.map((office) => office.name);
  table.set(
    'offices.list',
    names.length > 1 ? `${names.slice(0, -1).join(', ')} en ${names[names.length - 1]}` : names.join(''),
  );
  for (const office of offices) {
    table.set(`office.${office.id}.name`, office.name);
    table.set(`office.${office.id}.address`, officeAddressLine(office));
    table.set(`office.${office.id}.phone`, office.phone);
    table.set(`office.${office.id}.email`, office.email);
  }
  return table;
}

/** Names of tokens in `text` that the table does not know, so the build can name them. */
export function unknownTokens(text: string, table: TokenTable = buildTokenTable()): string[] {
  return [...text.matchAll(TOKEN_PATTERN)].map((m) => m[1]).filter((name) => !table.has(name));
}

/** Fills in every token; an unknown token is an error (the build checks first, so this never happens live). */
export function replaceTokens(text: string, table: TokenTable = buildTokenTable()): string {
  return text.replace(TOKEN_PATTERN, (whole, name: string) => {
    const value = table.get(name);
    if (value === undefined) throw new Error(`Onbekende tag ${whole}`);
    return value;
  });
}

/** A token in a link's address as remark writes it: `mailto:{{firm.jobsEmail}}` comes out percent-encoded. */
const ENCODED_TOKEN_PATTERN = /%7B%7B([a-zA-Z0-9.-]+)%7D%7D/gi;

/**
 * Fills in every token of HTML rendered from a writer's Markdown, also in link addresses
 * (`[schrijf ons](mailto:{{firm.jobsEmail}})`), where remark has percent-encoded the braces.
 */
export function replaceTokensInHtml(html: string, table: TokenTable = buildTokenTable()): string {
  return replaceTokens(html.replace(ENCODED_TOKEN_PATTERN, '{{$1}}'), table);
}

/** Fills in the tokens of every string in a value read from frontmatter (strings, lists, nested objects). */
export function replaceTokensDeep(value: unknown, table: TokenTable = buildTokenTable()): unknown {
  if (typeof value === 'string') return replaceTokens(value, table);
  if (Array.isArray(value)) return value.map((item) => replaceTokensDeep(item, table));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceTokensDeep(item, table)]));
  return value;
}
