import nodemailer from 'nodemailer';
import { firm } from '../../src/config/firm';
import type { MessagesConfig } from '../config';
import { composeEmail } from './composeEmail';
import type { MessageRecord } from './messageStore';

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
      const email = composeEmail(record, config.mailFrom);
      await transport.sendMail({
        from: { name: `Website ${firm.name}`, address: config.mailFrom },
        to: config.mailTo,
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
