import nodemailer from 'nodemailer';
import type { MessagesConfig } from '../config';

type Address = { name: string; address: string };

/** One e-mail as it is handed to the SMTP server. */
export interface OutgoingMail {
  from: Address;
  to: string;
  replyTo: string | Address;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  date: Date;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
  /** Extra headers (a follower's List-Unsubscribe). */
  headers?: Record<string, string>;
}

/** Sends one e-mail; resolves only once the SMTP server accepted it. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * nodemailer over SMTP, one connection per message, with timeouts per step and for the whole delivery, so a hanging
 * server cannot hold a delivery (or a graceful shutdown) for long.
 */
export function createSmtpTransport(config: Pick<MessagesConfig, 'smtpUrl' | 'delivery'>): MailTransport {
  if (!config.smtpUrl) throw new Error('createSmtpTransport needs an SMTP_URL');
  const timeout = config.delivery.smtpTimeoutMs;
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    dnsTimeout: timeout,
  });
  return {
    async send(mail) {
      await transport.sendMail({ ...mail, signal: AbortSignal.timeout(config.delivery.timeoutMs) });
    },
    close() {
      transport.close();
    },
  };
}
