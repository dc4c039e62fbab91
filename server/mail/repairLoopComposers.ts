import { firm } from '../../src/config/firm';
import type { StoredReport } from '../../src/lib/forms/messageKinds';
import { centralOffice } from '../../src/lib/offices';
import type { Audience } from '../store/outboxQueue';
import { managerOf, toStaff, withFollowers, type Composer } from './composer';
import { messageId } from './formats';
import { contractorMail, renderLoopMail, residentNotSolvedMail, staffJobMail } from './repairLoopMails';

/** The repair loop's mails: to the contractor, and to staff about a job or the resident's answer. */
export const repairLoopComposers = {
  /** The contractor's mails: the job (with the resident's photos), that it lapsed, the reminders. */
  contractor(record, config, sources) {
    const step = sources.loop.jobStep(record.eventId);
    if (!step || !record.reference) return null;
    const { job, event } = step;
    const mail = renderLoopMail(
      contractorMail({
        reference: record.reference,
        report: record.data as StoredReport,
        job,
        event,
        jobUrl: sources.loop.contractorJobUrl(job),
        firmPhone: centralOffice.phoneNumber.display,
      }),
      config.siteUrl,
    );
    return {
      from: { name: firm.name, address: config.mailFrom },
      to: job.contractor.email,
      // Questions go to the building's manager, never to the resident.
      replyTo: managerOf(record, config),
      ...mail,
      attachments: event.kind === 'sent' ? sources.photosOf(record.reference) : [],
      messageId: messageId(['job', job.id, event.id], config.mailFrom),
      date: new Date(event.at),
    };
  },
  /** Staff's mails about a job: declined, done (with the contractor's photos), the reminders. */
  'staff-job'(record, config, sources) {
    const step = sources.loop.jobStep(record.eventId);
    if (!step || !record.reference) return null;
    const { job, event } = step;
    const mail = renderLoopMail(
      withFollowers(
        staffJobMail({
          reference: record.reference,
          report: record.data as StoredReport,
          job,
          event,
          sendOnUrl: sources.loop.sendOnUrl(record.reference) ?? '',
        }),
        sources.knownProblems.followers(record.reference),
      ),
      config.siteUrl,
    );
    return {
      ...toStaff(record, config, mail),
      attachments: event.kind === 'done' ? sources.loop.jobPhotos(job.id) : [],
      messageId: messageId(['job-staff', job.id, event.id], config.mailFrom),
      date: new Date(event.at),
    };
  },
  /** Staff's mail when the resident answers that the problem is not solved. */
  'staff-status'(record, config, sources) {
    const update = sources.statusUpdate(record.eventId);
    if (!update || !record.reference) return null;
    const mail = renderLoopMail(
      withFollowers(
        residentNotSolvedMail({
          reference: record.reference,
          report: record.data as StoredReport,
          explanation: update.note ?? '',
          sendOnUrl: sources.loop.sendOnUrl(record.reference) ?? '',
        }),
        sources.knownProblems.followers(record.reference),
      ),
      config.siteUrl,
    );
    return {
      ...toStaff(record, config, mail),
      messageId: messageId(['report-answer', record.id, record.eventId], config.mailFrom),
      date: new Date(update.at),
    };
  },
} satisfies Partial<Record<Audience, Composer>>;
