/**
 * The go-live check for the tariffs: content/tarieven.json ships with placeholder amounts (`voorbeeld: true`). A
 * release with them would publish invented prices as the firm's (prices shown to consumers must be the real ones,
 * WER VI.3). A file that does not say counts as a sample. Reads content/, no other I/O.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PlaceholderFact } from './placeholderFacts';

export function findPlaceholderTariffs(contentDir: string): PlaceholderFact[] {
  const file = path.join(contentDir, 'tarieven.json');
  if (!fs.existsSync(file)) return [];
  const tariffs = JSON.parse(fs.readFileSync(file, 'utf8')) as { voorbeeld?: unknown } | null;
  if (tariffs?.voorbeeld === false) return [];
  return [
    {
      field: 'content/tarieven.json, voorbeeld',
      value: String(tariffs?.voorbeeld ?? '(ontbreekt)'),
      reason: 'de tarieven zijn voorbeeldbedragen: vul de echte tarieven van het kantoor in en zet "voorbeeld": false',
    },
  ];
}
