/**
 * The go-live check: which firm facts in src/config/firm.ts (and which SITE_URL) are still the neutral
 * placeholders the repository ships with. Pure, so the release script and its tests share it.
 */
export interface PlaceholderFact {
  /** Where the value lives, e.g. `firm.legal.bivNumbers[0]` or `SITE_URL`. */
  field: string;
  value: string;
  /** Why it counts as a placeholder, in Dutch for the person who fixes it. */
  reason: string;
}

/** A mail address on an example or sample domain: it reaches nobody. */
export const SAMPLE_MAIL_DOMAIN = /@(example|voorbeeld)[.-]|@[^@\s]*\.(example|invalid|test)\b/i;

const PLACEHOLDER_PATTERNS: ReadonlyArray<{ pattern: RegExp; reason: string }> = [
  { pattern: /voorbeeld/i, reason: "bevat 'Voorbeeld', de naam van de plaatshouder" },
  { pattern: /\[[^\]]+\]/, reason: 'bevat een invulveld tussen vierkante haken' },
  { pattern: /\b0{4}\.0{3}\.0{3}\b/, reason: 'een ondernemingsnummer uit nullen (0000.000.000)' },
  { pattern: /\b0{2}\.0{3}\.0{3}\b/, reason: 'een polisnummer uit nullen (00.000.000)' },
  { pattern: /\b0{3}\.0{2}\d\b/, reason: 'een nummer uit nullen (000.000)' },
  { pattern: /\bnr\.\s*0+\b/i, reason: 'een nummer uit nullen' },
  { pattern: SAMPLE_MAIL_DOMAIN, reason: 'een e-mailadres op een voorbeelddomein' },
  { pattern: /^https?:\/\/([^/]*\.)?(example|voorbeeld)[.-]/i, reason: 'een link naar een voorbeelddomein' },
];

/** Every string in a nested value, with its path. */
export function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* strings(item, `${path}[${index}]`);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* strings(item, `${path}.${key}`);
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/** The strings of a config value (named `at`) that match a placeholder pattern. */
export function placeholderStrings(value: unknown, at: string): PlaceholderFact[] {
  const found: PlaceholderFact[] = [];
  for (const [field, text] of strings(value, at)) {
    const hit = PLACEHOLDER_PATTERNS.find(({ pattern }) => pattern.test(text));
    if (hit) found.push({ field, value: text, reason: hit.reason });
  }
  return found;
}

/** Why SITE_URL cannot be the public site's address, or [] when it can. */
export function siteUrlProblems(siteUrl: string | undefined): PlaceholderFact[] {
  const found: PlaceholderFact[] = [];
  const url = siteUrl?.trim();
  if (!url) found.push({ field: 'SITE_URL', value: '(niet gezet)', reason: 'de site moet haar eigen adres kennen' });
  else {
    let host: string | null = null;
    try {
      host = new URL(url).hostname;
    } catch {
      found.push({ field: 'SITE_URL', value: url, reason: 'geen geldige URL' });
    }
    if (host !== null && (LOCAL_HOSTS.has(host) || host.endsWith('.localhost')))
      found.push({ field: 'SITE_URL', value: url, reason: 'wijst naar deze computer, niet naar de publieke site' });
  }
  return found;
}
