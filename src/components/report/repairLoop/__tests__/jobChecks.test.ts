import { validationMessages } from '../../../../lib/uiText/dutchMessages';
import { DECLINE_REASON_MAX, TIME_WINDOW_MAX } from '../../../../lib/reports/jobLinks';
import { jobChecks } from '../jobChecks';

// The checks come in a chunk of their own; what they say must stay what the API's schemas say.
describe('the repair loop’s checks before sending', () => {
  it('ask for a reason to decline, within its limit', async () => {
    expect(await jobChecks.declineReason('   ')).toBe(validationMessages.required);
    expect(await jobChecks.declineReason('x'.repeat(DECLINE_REASON_MAX + 1))).toMatch(/\d/);
    expect(await jobChecks.declineReason('Geen vakman vrij deze maand')).toBeNull();
  });

  it('ask a resident why the problem is not solved', async () => {
    expect(await jobChecks.notSolvedExplanation('')).toBe(validationMessages.required);
    expect(await jobChecks.notSolvedExplanation('Het lekt nog')).toBeNull();
  });

  it('take a planned day as JJJJ-MM-DD and give back what the API is sent, trimmed', async () => {
    expect(await jobChecks.plan('', '')).toEqual({ ok: false, problem: validationMessages.invalidDate });
    expect(await jobChecks.plan('3/12/2026', '')).toEqual({ ok: false, problem: validationMessages.invalidDate });
    expect(await jobChecks.plan(' 2026-12-03 ', ' tussen 8 en 12 uur ')).toEqual({
      ok: true,
      date: '2026-12-03',
      window: 'tussen 8 en 12 uur',
    });
    expect(await jobChecks.plan('2026-12-03', '')).toEqual({ ok: true, date: '2026-12-03', window: '' });
    expect(await jobChecks.plan('2026-12-03', 'x'.repeat(TIME_WINDOW_MAX + 1))).toMatchObject({ ok: false });
  });
});
