import nodemailer from 'nodemailer';
import { firm } from '../../src/config/firm';
import type { MessagesConfig } from '../config';
import {
  composeAcknowledgement,
  composeEmail,
  composeStatusEmail,
  type Acknowledgement,
  type ReportMailLinks,
  type StatusUpdate,
} from './composeEmail';
import type { MessageRecord } from './messageStore';
import type { AcknowledgementTexts } from './reportContent';

/**
 * What a delivery needs besides the row: the photos of a report, the writers' acknowledgement texts, a report's links
 * (status buttons, the resident's status page) and the status change a reporter's mail is about.
 */
export interface MailerSources {
  photosOf(reference: string): Array<{ filename: string; content: Buffer; contentType: string }>;
  acknowledgement(kind: MessageRecord['kind']): AcknowledgementTexts;
  reportLinks(reference: string): ReportMailLinks;
  /** null when the step is gone (the report was deleted): the mail is then not sent. */
  statusUpdate(eventId: number): StatusUpdate | null;
}

/** Hands one stored message to the firm's mailbox; resolves only once the SMTP server accepted it. */
export interface MessageMailer {
  deliver(record: MessageRecord): Promise<void>;
  close(): void;
}

/**
 * nodemailer over SMTP, one connection per message, with timeouts per step and for the whole delivery,
 * so a hanging server cannot hold a delivery (or a graceful shutdown) for long.
 */
export function createSmtpMailer(
  config: Pick<MessagesConfig, 'smtpUrl' | 'mailFrom' | 'mailTo' | 'delivery'>,
  sources?: MailerSources,
): MessageMailer {
  if (!config.smtpUrl) throw new Error('createSmtpMailer needs an SMTP_URL');
  const timeout = config.delivery.smtpTimeoutMs;
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    dnsTimeout: timeout,
  });
  return {
    async deliver(record) {
      const from = { name: `Website ${firm.name}`, address: config.mailFrom };
      const reportLinks =
        record.kind === 'report' && record.reference && sources ? sources.reportLinks(record.reference) : undefined;
      /** A mail to the person who filled in the form; replies reach the office, not the website's sending address. */
      const toSender = (mail: Acknowledgement, date: number) =>
        transport.sendMail({
          from: { name: firm.name, address: config.mailFrom },
          to: record.data.email,
          replyTo: config.mailTo,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
          date: new Date(date),
          signal: AbortSignal.timeout(config.delivery.timeoutMs),
        });
      if (record.audience === 'status') {
        const update = sources?.statusUpdate(record.eventId);
        // The report was deleted meanwhile: nothing to tell any more.
        if (!update || !reportLinks) return;
        await toSender(composeStatusEmail(record, update, reportLinks.statusPage, config.mailFrom), update.at);
        return;
      }
      if (record.audience === 'sender') {
        if (!sources) throw new Error('an acknowledgement needs the acknowledgement texts');
        const texts = sources.acknowledgement(record.kind);
        await toSender(
          composeAcknowledgement(record, texts, config.mailFrom, reportLinks?.statusPage),
          record.receivedAt,
        );
        return;
      }
      const email = composeEmail(record, config.mailFrom, reportLinks);
      const managerEmail = typeof record.meta.managerEmail === 'string' ? record.meta.managerEmail : null;
      const attachments =
        record.kind === 'report' && record.reference && sources ? sources.photosOf(record.reference) : [];
      await transport.sendMail({
        from,
        to: managerEmail ?? config.mailTo,
        attachments,
        replyTo: email.replyTo,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: email.messageId,
        date: new Date(record.receivedAt),
        signal: AbortSignal.timeout(config.delivery.timeoutMs),
      });
    },
    close() {
      transport.close();
    },
  };
}
