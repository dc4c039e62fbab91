import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadMessagesConfig, type MessagesConfig } from '../../config';
import { DATABASE_FILE, openStore as openStoreFile } from '../../store';
import type { MessageRecord } from '../../store/outboxQueue';
import { buildTestApp } from './fixtureSite';
import { multipartBody, type FilePart } from './multipart';
import type { StoredReport } from '../../../src/lib/forms/messageKinds';

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'messages-'));
}

/** The building the report tests use, whatever buildings the firm lists in content/meldingen/gebouwen.json. */
export const fixtureBuilding = {
  code: 'PROEF',
  naam: 'Residentie Proefgebouw',
  straat: 'Proefstraat 7',
  postcode: '9000',
  gemeente: 'Gent',
  beheerder: 'beheer.proef@syndicus.test',
  voorbeeld: true,
} as const;

/** The fixture building as a report stores it. */
export const fixtureReportBuilding = {
  code: fixtureBuilding.code,
  name: fixtureBuilding.naam,
  street: fixtureBuilding.straat,
  postalCode: fixtureBuilding.postcode,
  city: fixtureBuilding.gemeente,
};

/**
 * The contractors the repair-loop tests use, whatever contractors the firm lists in content/meldingen/aannemers.json:
 * a roofer for every building, a plumber, and a lift firm for the fixture building only.
 */
export const fixtureContractors = [
  {
    id: 'dak-proef',
    naam: 'Dakwerken Proef',
    vakgebieden: ['dak-gevel'],
    email: 'dak@aannemer.test',
    telefoon: '09 111 11 11',
    voorbeeld: true,
  },
  {
    id: 'sanitair-proef',
    naam: 'Sanitair Proef',
    vakgebieden: ['water', 'riolering'],
    email: 'sanitair@aannemer.test',
    telefoon: '09 222 22 22',
    voorbeeld: true,
  },
  {
    id: 'liften-proef',
    naam: 'Liften Proef',
    vakgebieden: ['lift'],
    email: 'lift@aannemer.test',
    telefoon: '09 333 33 33',
    gebouwen: [fixtureBuilding.code],
    voorbeeld: true,
  },
] as const;

/**
 * The firm's report texts (acknowledgement, statuses) as committed, with the buildings and contractors replaced by
 * fixtures: the tests do not depend on which buildings the firm manages or which contractors it works with.
 */
export function fixtureReportContentDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meldingen-'));
  fs.cpSync(path.resolve(__dirname, '../../../content/meldingen'), dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'gebouwen.json'), JSON.stringify({ gebouwen: [fixtureBuilding] }));
  fs.writeFileSync(path.join(dir, 'aannemers.json'), JSON.stringify({ aannemers: fixtureContractors }));
  return dir;
}

/** The production defaults with short retry intervals, so tests of failing SMTP run in milliseconds. */
export function testMessagesConfig(overrides: Partial<MessagesConfig> = {}): MessagesConfig {
  const defaults = loadMessagesConfig({ MAIL_TO: 'kantoor@example.be', MAIL_FROM: 'website@example.be' });
  return {
    ...defaults,
    dataDir: tempDataDir(),
    reportContentDir: fixtureReportContentDir(),
    rateLimitPerMinute: 1000,
    // Most tests follow the firm's e-mail alone; the acknowledgement tests turn this on.
    acknowledge: false,
    delivery: { retryBaseMs: 25, retryMaxMs: 150, smtpTimeoutMs: 2_000, timeoutMs: 5_000, concurrency: 4 },
    ...overrides,
  };
}

export async function buildMessagesApp(
  messages: MessagesConfig,
  trustProxy: false | string = false,
  /** The server's clock, for tests that move time (the repair loop's reminders). */
  clock?: () => number,
): Promise<FastifyInstance> {
  const app = await buildTestApp({
    messages,
    trustProxy,
    clock,
  });
  await app.ready();
  return app;
}

/**
 * A second connection to the app's database, as `npm run messages` would open it, with the reads the API tests make:
 * the messages, a report's photos and its history.
 */
export function openStore(config: MessagesConfig) {
  const store = openStoreFile(path.join(config.dataDir, DATABASE_FILE));
  return {
    store,
    list: (options: { undeliveredOnly?: boolean } = {}) => store.staff.list(options),
    photosOf: (reference: string) => store.photos.photosOf(reference),
    statusHistory: (reference: string) => store.reports.statusHistory(reference),
    close: () => store.close(),
  };
}

export const validContact = {
  name: 'An Peeters',
  email: 'an.peeters@example.be',
  phone: '0470 12 34 56',
  message: 'Wanneer is de volgende algemene vergadering?',
  privacyAccepted: true,
};

/** A defect report as the store keeps it (typed in by a resident, without a building code). */
export const storedReport: StoredReport = {
  category: 'water',
  part: 'gemeenschappelijk',
  location: 'Kelder',
  description: 'Lek bij de tellers.',
  name: 'Els Van Damme',
  role: 'huurder',
  unit: '',
  email: 'els@example.be',
  phone: '0470 11 22 33',
  privacyAccepted: true,
  street: 'Kerkstraat',
  houseNumber: '1',
  municipality: 'Aalst',
  building: null,
} as StoredReport;

/** The same report's text fields as the form posts them: multipart strings, the address typed in. */
export const reportFormFields: Record<string, string> = Object.fromEntries(
  Object.entries(storedReport)
    .filter(([, value]) => value !== null)
    .map(([name, value]) => [name, String(value)]),
);

/** POST /api/report as the form sends it: the fields and the photos as multipart. */
export function postReportForm(app: FastifyInstance, files: FilePart[], fields = reportFormFields) {
  const { payload, contentType } = multipartBody(fields, files);
  return app.inject({ method: 'POST', url: '/api/report', headers: { 'content-type': contentType }, payload });
}

export const validQuote = {
  buildingType: 'appartementsgebouw',
  unitCount: '24',
  location: 'Stationsstraat 1, 9100 Sint-Niklaas',
  currentSyndic: 'mede-eigenaar',
  desiredStart: 'volgende-algemene-vergadering',
  name: 'Jan Claes',
  email: 'jan.claes@example.be',
  phone: '03 123 45 67',
  remarks: 'Twee liften en een ondergrondse parking.',
  privacyAccepted: true,
};

export function postJson(app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
}

/** The messages in the app's database as `npm run messages` lists them, read through a second connection. */
export function storedMessages(config: MessagesConfig, options: { undeliveredOnly?: boolean } = {}): MessageRecord[] {
  const store = openStore(config);
  try {
    return store.list(options);
  } finally {
    store.close();
  }
}

/** The key behind a button of a mail's text part ('- Label: https://…#sleutel=KEY'): in the fragment, never the query. */
export function keyOf(mail: { text: string; subject: string }, label: string): string {
  const line = mail.text.split('\n').find((l) => l.startsWith(`- ${label}: `));
  if (!line) throw new Error(`no button '${label}' in '${mail.subject}'`);
  const url = new URL(line.slice(`- ${label}: `.length).trim());
  if (url.search) throw new Error(`a key in the query of '${label}' in '${mail.subject}'`);
  return new URLSearchParams(url.hash.slice(1)).get('sleutel')!;
}

/** What a real SMTP sink received for one address, and waiting for its nth mail. */
export function mailbox<M extends { to: string[] }>(smtp: { mails: readonly M[] }) {
  const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));
  return {
    mailsTo,
    async nextMailTo(address: string, count: number) {
      await eventually(() => mailsTo(address).length >= count);
      return mailsTo(address)[count - 1];
    },
  };
}

/** Polls until `check` holds. */
export async function eventually(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
