import { RETENTION_DAYS_DEFAULT } from '../../../config/retention';
import { reportStatusMessages } from '../dutchMessages';

describe('the status pages’ answers', () => {
  it('say when a closed report is deleted, in the days of the retention setting', () => {
    expect(reportStatusMessages.notFound).toContain(`${RETENTION_DAYS_DEFAULT} dagen nadat ze werd afgesloten`);
    expect(reportStatusMessages.notFound).not.toMatch(/na een tijd/);
  });

  it('tell staff with an expired link what to do in plain words, not a server command', () => {
    expect(reportStatusMessages.linkExpired).toContain('Vraag wie de website beheert');
    expect(reportStatusMessages.linkExpired).not.toMatch(/npm|--|opdracht op de server/);
  });
});
