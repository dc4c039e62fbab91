/**
 * Working days in Belgium, in Brussels time: Monday to Friday, without the ten legal public holidays (Nieuwjaar,
 * Paasmaandag, Dag van de Arbeid, O.L.H. Hemelvaart, Pinkstermaandag, Nationale feestdag, O.L.V. Hemelvaart,
 * Allerheiligen, Wapenstilstand, Kerstmis). The reminders of the repair loop count with these.
 */

const TIME_ZONE = 'Europe/Brussels';
const DAY_MS = 24 * 60 * 60 * 1000;

const dateParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A calendar day as 'YYYY-MM-DD'. */
export type CalendarDay = string;

function partsOf(time: number): Record<string, number> {
  return Object.fromEntries(
    dateParts
      .formatToParts(new Date(time))
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  );
}

/** The day `time` falls on in Brussels. */
export function brusselsDay(time: number): CalendarDay {
  const p = partsOf(time);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The instant of `hour`:00 on `day` in Brussels (summer or winter time). */
export function brusselsTime(day: CalendarDay, hour: number): number {
  const [year, month, date] = day.split('-').map(Number);
  const guess = Date.UTC(year, month - 1, date, hour);
  // The offset at that moment: 1 or 2 hours; read it back and correct once.
  const p = partsOf(guess);
  const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return guess - (shown - guess);
}

function addDays(day: CalendarDay, days: number): CalendarDay {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Easter Sunday (Gregorian; the anonymous algorithm). */
function easterSunday(year: number): CalendarDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The ten legal public holidays of `year`. */
export function belgianPublicHolidays(year: number): Set<CalendarDay> {
  const easter = easterSunday(year);
  return new Set([
    `${year}-01-01`,
    addDays(easter, 1),
    `${year}-05-01`,
    addDays(easter, 39),
    addDays(easter, 50),
    `${year}-07-21`,
    `${year}-08-15`,
    `${year}-11-01`,
    `${year}-11-11`,
    `${year}-12-25`,
  ]);
}

export function isWorkingDay(day: CalendarDay): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !belgianPublicHolidays(Number(day.slice(0, 4))).has(day);
}

/** The first working day after `day`. */
export function nextWorkingDay(day: CalendarDay): CalendarDay {
  let next = addDays(day, 1);
  while (!isWorkingDay(next)) next = addDays(next, 1);
  return next;
}

/**
 * `count` working days after `time`: the same clock time that many working days later (a job sent on Friday at
 * 15:00 with two working days is due on Tuesday at 15:00).
 */
export function addWorkingDays(time: number, count: number): number {
  let day = brusselsDay(time);
  for (let i = 0; i < count; i++) day = nextWorkingDay(day);
  const p = partsOf(time);
  return brusselsTime(day, p.hour) + (p.minute * 60 + p.second) * 1000 + (time % 1000);
}

/** REMINDER_HOUR on the first working day after `day`: when a date that passed is followed up. */
export function nextWorkingMorning(day: CalendarDay, hour: number): number {
  return brusselsTime(nextWorkingDay(day), hour);
}
