import {
  addWorkingDays,
  belgianPublicHolidays,
  brusselsDay,
  brusselsTime,
  isWorkingDay,
  nextWorkingDay,
  nextWorkingMorning,
} from '../../repairLoop/workingDays';

describe('working days in Belgium', () => {
  it('knows the ten legal holidays, Easter-bound ones included', () => {
    const holidays = belgianPublicHolidays(2027);
    // Easter 2027 is 28 March: Easter Monday 29 March, Ascension 6 May, Whit Monday 17 May.
    expect([...holidays].sort()).toEqual([
      '2027-01-01',
      '2027-03-29',
      '2027-05-01',
      '2027-05-06',
      '2027-05-17',
      '2027-07-21',
      '2027-08-15',
      '2027-11-01',
      '2027-11-11',
      '2027-12-25',
    ]);
  });

  it('skips weekends and holidays', () => {
    expect(isWorkingDay('2026-11-27')).toBe(true); // a Friday
    expect(isWorkingDay('2026-11-28')).toBe(false);
    expect(isWorkingDay('2026-11-11')).toBe(false); // Wapenstilstand, a Wednesday
    expect(nextWorkingDay('2026-11-27')).toBe('2026-11-30');
    expect(nextWorkingDay('2026-12-24')).toBe('2026-12-28'); // Christmas on Friday
  });

  it('reads days and hours in Brussels time, summer and winter', () => {
    expect(brusselsTime('2027-01-15', 8)).toBe(Date.UTC(2027, 0, 15, 7));
    expect(brusselsTime('2027-07-15', 8)).toBe(Date.UTC(2027, 6, 15, 6));
    expect(brusselsDay(Date.UTC(2027, 6, 15, 22, 30))).toBe('2027-07-16');
  });

  it('adds working days at the same clock time', () => {
    const fridayAfternoon = brusselsTime('2026-11-27', 15);
    expect(addWorkingDays(fridayAfternoon, 2)).toBe(brusselsTime('2026-12-01', 15));
  });

  it('follows a passed date up the next working morning', () => {
    expect(nextWorkingMorning('2026-12-04', 8)).toBe(brusselsTime('2026-12-07', 8));
  });
});
