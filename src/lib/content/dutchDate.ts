const MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
] as const;

/** '2025-06-19' → '19 juni 2025'. Written by hand so server, build and browser agree without ICU data. */
export function formatDutchDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) throw new Error(`Geen geldige datum (verwacht JJJJ-MM-DD): ${isoDate}`);
  const [, year, month, day] = match;
  const monthName = MONTHS[Number(month) - 1];
  if (!monthName) throw new Error(`Geen geldige maand in ${isoDate}`);
  return `${Number(day)} ${monthName} ${year}`;
}
