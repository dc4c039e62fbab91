import { ACCEPT_WITHIN_WORKING_DAYS, REMINDER_HOUR } from '../../src/lib/reports/contractorJobs';
import { addWorkingDays, nextWorkingMorning } from '../repairLoop/workingDays';
import type { ContractorJob } from '../store/contractorJobs';
import type { ReportState } from '../store/reportHistory';

const JOB_STATES: Record<ContractorJob['state'], string> = {
  sent: 'nog niet aanvaard',
  accepted: 'aanvaard',
  declined: 'GEWEIGERD',
  done: 'uitgevoerd',
};

/** What is late about a job, or '' ('ACHTERSTAND' lines are what staff act on). */
export function overdue(job: ContractorJob, now: number): string {
  if (job.state === 'sent' && addWorkingDays(job.sentAt, ACCEPT_WITHIN_WORKING_DAYS) <= now)
    return `  ACHTERSTAND: niet aanvaard binnen ${ACCEPT_WITHIN_WORKING_DAYS} werkdagen`;
  if (job.state === 'accepted' && job.plannedDate && nextWorkingMorning(job.plannedDate, REMINDER_HOUR) <= now)
    return `  ACHTERSTAND: gepland op ${job.plannedDate}, nog niet uitgevoerd`;
  if (job.state === 'declined') return '  ACHTERSTAND: stuur de melding door naar een andere aannemer';
  return '';
}

/** A report's current job in the staff's list: contractor, state, planned date, and what is overdue. */
export function jobLine(job: ContractorJob | undefined, report: ReportState | undefined, now: number): string {
  if (!job) return '';
  const planned = job.plannedDate
    ? `, gepland ${job.plannedDate}${job.plannedWindow ? ` ${job.plannedWindow}` : ''}`
    : '';
  const late = report && report.closedAt === null ? overdue(job, now) : '';
  return `  aannemer: ${job.contractor.name} (${JOB_STATES[job.state]}${planned})${late}`;
}

/**
 * The residents' scores when they confirmed a repair: how many gave each score, how many in all, and the average. The
 * firm may quote these as measured; nothing else about satisfaction is.
 */
export function satisfactionLine(scores: ReadonlyMap<number, number>): string {
  const total = [...scores.values()].reduce((a, b) => a + b, 0);
  if (!total) return '';
  const sum = [...scores].reduce((acc, [score, count]) => acc + score * count, 0);
  const counts = [1, 2, 3, 4, 5].map((score) => `${score}: ${scores.get(score) ?? 0}`).join(', ');
  const average = (sum / total).toLocaleString('nl-BE', { maximumFractionDigits: 1 });
  return `Tevredenheid van bewoners bij het afsluiten van hun melding (1 = zeer ontevreden, 5 = zeer tevreden): ${counts}; ${total} ${total === 1 ? 'antwoord' : 'antwoorden'}, gemiddeld ${average}.`;
}
