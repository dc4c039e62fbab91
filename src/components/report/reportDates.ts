/** How the report pages write a moment and a planned day, in Dutch, in Belgian time. */
const moment = new Intl.DateTimeFormat('nl-BE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Brussels' });
// A planned day is a calendar date ('YYYY-MM-DD'): read and written in UTC so no time zone shifts it.
const calendarDay = new Intl.DateTimeFormat('nl-BE', { dateStyle: 'full', timeZone: 'UTC' });
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' });

/** '27 november 2026 om 14:05' */
export const formatMoment = (at: number) => moment.format(at);

/** 'dinsdag 1 december 2026' for '2026-12-01'. */
export const formatDay = (day: string) => calendarDay.format(new Date(`${day}T00:00:00Z`));

/** Today in Belgium as 'YYYY-MM-DD', the earliest day a repair can be planned. */
export const todayInBelgium = (now: number = Date.now()) => isoDay.format(now);
