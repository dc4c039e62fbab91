import { longestStayInBackupsDays, RETENTION_DAYS_DEFAULT } from '../../../config/retention';
import { FOLLOW_CONFIRM_LINK_VALID_DAYS } from '../../reports/knownProblems';
import { replaceTokens, unknownTokens } from '../firmTokens';

describe('retention tokens', () => {
  it('fill in the retention of src/config/retention.ts and the longest stay in a backup derived from it', () => {
    expect(unknownTokens('{{retention.days}} {{retention.backupMaxDays}}')).toEqual([]);
    expect(replaceTokens('{{retention.days}} dagen, hoogstens {{ retention.backupMaxDays }} dagen')).toBe(
      `${RETENTION_DAYS_DEFAULT} dagen, hoogstens ${longestStayInBackupsDays(RETENTION_DAYS_DEFAULT)} dagen`,
    );
  });

  it('fill in how long a follower’s confirmation link works, the days the server erases an unconfirmed address after', () => {
    expect(replaceTokens('{{retention.followConfirmDays}} dagen')).toBe(`${FOLLOW_CONFIRM_LINK_VALID_DAYS} dagen`);
  });

  it('counts a backup made just before the deletion, kept as long again, plus a day per clean-up', () => {
    expect(longestStayInBackupsDays(30)).toBe(62);
    expect(longestStayInBackupsDays(1)).toBe(4);
  });
});
