import { SMTPServer } from 'smtp-server';
import { decodeMail, type DecodedMail } from './mime';

export interface ReceivedMail extends DecodedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server that keeps what it receives, for tests. It can be stopped and started again on
 * the same port, to play an SMTP server that goes down and comes back.
 */
export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  /** While set, every message is refused with this SMTP reply code (e.g. 451: try again later). */
  rejectWith: number | null = null;
  /** Addresses refused for good at RCPT TO (550), as a relay refuses a mailbox that does not exist. */
  readonly refusedRecipients = new Set<string>();
  /** Milliseconds to wait before accepting a message, to keep a delivery in flight. */
  acceptDelayMs = 0;
  private server: SMTPServer | null = null;
  private port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  get listeningPort(): number {
    return this.port;
  }

  async start(port = this.port): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (!this.refusedRecipients.has(address.address)) return callback();
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          if (this.acceptDelayMs) await new Promise((r) => setTimeout(r, this.acceptDelayMs));
          if (this.rejectWith) {
            callback(Object.assign(new Error('Tijdelijk niet beschikbaar'), { responseCode: this.rejectWith }));
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          this.mails.push({
            ...decodeMail(raw),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    server.on('error', () => undefined);
    const address = server.server.address();
    this.port = typeof address === 'object' && address ? address.port : port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until at least `count` mails arrived. */
  async waitForMails(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.mails.length < count) {
      if (Date.now() > deadline) throw new Error(`Expected ${count} mails, received ${this.mails.length}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return this.mails;
  }
}
