import { firm } from '../../src/config/firm';
import type { Audience, MessageRecord } from '../store/outboxQueue';
import { composeAcknowledgement } from './acknowledgementMail';
import { managerOf, reportLinksOf, toSender, type Composer, type MailSettings, type MailSources } from './composer';
import { composeFirmMail } from './firmMail';
import { knownProblemComposers } from './knownProblemComposers';
import { confirmationQuestion } from './repairLoopMails';
import { repairLoopComposers } from './repairLoopComposers';
import type { MailTransport } from './smtpTransport';
import { composeStatusMail } from './statusMail';

export type { MailSources } from './composer';

/** Per audience, its mail: adding an audience is adding its composer (here, or in the loop's or known problems'). */
const composers: Record<Audience, Composer> = {
  /** The firm's copy, to the building's manager when it has one, with the report's photos; Reply-To the visitor. */
  staff(record, config, sources) {
    const email = composeFirmMail(record, config, reportLinksOf(record, sources));
    return {
      from: { name: `Website ${firm.name}`, address: config.mailFrom },
      to: managerOf(record, config),
      attachments: record.kind === 'report' && record.reference ? sources.photosOf(record.reference) : [],
      replyTo: email.replyTo ?? config.mailTo,
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId: email.messageId,
      date: new Date(record.receivedAt),
    };
  },
  sender(record, config, sources) {
    const texts = sources.acknowledgement(record.kind);
    const statusPage = reportLinksOf(record, sources)?.statusPage;
    return toSender(record, config, composeAcknowledgement(record, texts, config, statusPage), record.receivedAt);
  },
  status(record, config, sources) {
    const update = sources.statusUpdate(record.eventId);
    const links = reportLinksOf(record, sources);
    // The report was deleted meanwhile: nothing to tell any more.
    if (!update || !links || !record.reference) return null;
    const reference = record.reference;
    const question =
      update.status === 'uitgevoerd'
        ? confirmationQuestion((answer) => sources.loop.confirmationUrl(reference, record.eventId, update.at, answer))
        : [];
    const mail = composeStatusMail(record, update, links.statusPage, config, question);
    return toSender(record, config, mail, update.at);
  },
  ...repairLoopComposers,
  ...knownProblemComposers,
};

/** Hands one stored message to its audience's mailbox; resolves only once the SMTP server accepted it. */
export interface MessageDelivery {
  deliver(record: MessageRecord): Promise<void>;
}

/** Delivery by e-mail: the composer of the record's audience, then the transport. */
export function createMessageDelivery(
  config: MailSettings,
  transport: MailTransport,
  sources: MailSources,
): MessageDelivery {
  return {
    async deliver(record) {
      const mail = composers[record.audience](record, config, sources);
      if (mail) await transport.send(mail);
    },
  };
}
