import { RETENTION_DAYS_DEFAULT } from '../../../config/retention';
import { longestStayInBackupsDays } from '../../retention';
import { replaceTokens, unknownTokens } from '../firmTokens';
import { CONFIRMATION_WAIT_DAYS } from '../../messages/contractorJobs';

describe('retention tokens', () => {
  it('fill in the retention of src/config/retention.ts and the longest stay in a backup derived from it', () => {
    expect(unknownTokens('{{retention.days}} {{retention.backupMaxDays}}')).toEqual([]);
    expect(replaceTokens('{{retention.days}} dagen, hoogstens {{ retention.backupMaxDays }} dagen')).toBe(
      `${RETENTION_DAYS_DEFAULT} dagen, hoogstens ${longestStayInBackupsDays(RETENTION_DAYS_DEFAULT)} dagen`,
    );
  });

  it('fill in how long a resident has to confirm a repair, the number the server closes the report by', () => {
    expect(replaceTokens('binnen {{repair.confirmationWaitDays}} dagen')).toBe(
      `binnen ${CONFIRMATION_WAIT_DAYS} dagen`,
    );
  });

  it('counts a backup made just before the deletion, kept as long again, plus a day per clean-up', () => {
    expect(longestStayInBackupsDays(30)).toBe(62);
    expect(longestStayInBackupsDays(1)).toBe(4);
  });
});
