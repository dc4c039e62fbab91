/**
 * How long the website's server keeps what visitors send, in days: contact and quote messages after delivery, a
 * defect report with its photos and status history after it is closed, and each daily backup after it was made.
 *
 * The firm decides this figure. The privacy policy states it (the tags {{retention.days}} and
 * {{retention.backupMaxDays}} in content/legal/privacybeleid.md) and the server uses it, so one edit here changes
 * both. RETENTION_DAYS on the server still overrides it, but the server then warns at start: the published policy
 * would say something else.
 */
export const RETENTION_DAYS_DEFAULT = 30;

/**
 * The longest a message can still sit in a backup after the database deleted it, as the privacy policy states it:
 * the database forgets it `retentionDays` after delivery, the last daily backup made before that lives another
 * `retentionDays`, and both clean-ups run at set times (hourly, daily), so at most one day late each.
 */
export function longestStayInBackupsDays(retentionDays: number): number {
  return 2 * retentionDays + 2;
}

/**
 * How long the link that confirms a follower's address works; an address never confirmed is erased then.
 * Here beside the retention because the privacy policy states it ({{retention.followConfirmDays}}).
 */
export const FOLLOW_CONFIRM_DAYS = 7;
