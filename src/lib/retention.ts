/**
 * The longest a message can still sit in a backup after the database deleted it, as the privacy policy states it:
 * the database forgets it `retentionDays` after delivery, the last daily backup made before that lives another
 * `retentionDays`, and both clean-ups run at set times (hourly, daily), so at most one day late each.
 */
export function longestStayInBackupsDays(retentionDays: number): number {
  return 2 * retentionDays + 2;
}
