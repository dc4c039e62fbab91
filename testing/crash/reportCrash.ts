/**
 * `npm run crash:report`: the crash case of the report form. Starts the real server (tsx server/main.ts) against an SMTP
 * sink, sends 20 defect reports with two photos each at once, kills the server with SIGKILL while they are
 * uploading, starts it again on the same data, waits until the outbox is empty and counts: every report that got a
 * 202 must end in exactly one e-mail to the firm (with both photos) and one acknowledgement, no photo file may be
 * missing or left over. Then the status links: 10 fresh reports are moved to 'In behandeling' at once and
 * the server is killed again at the first answer, between the status changes and their mails; after a restart every
 * change that was made is in the history once and its status mail was sent exactly once. Then the repair loop: the same
 * reports are sent on to a contractor, who sets a date on all of them at once, and the server is killed at the first
 * answer, between the contractor's date and the resident's mail; after a restart each date is in the history once with
 * one mail to the resident. Prints the counts and '0 lost'; exits 1 otherwise.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PHOTO_FOLDER } from '../../server/reports/photoFolder';
import { StatusLinks, statusLinkKey } from '../../server/reports/statusLinks';
import { DATABASE_FILE, openStore, type Store } from '../../server/store';
import { parseBuildingsFile } from '../../src/lib/reports/reportBuildings';
import { STATUS_API } from '../../src/lib/reports/reportStatus';
import { JOB_API, parseContractorsFile } from '../../src/lib/reports/contractorJobs';
import { JobLinks } from '../../server/repairLoop/jobLinks';
import { SmtpSink } from '../fakes/smtpSink';

/** A building the firm lists (content/meldingen/gebouwen.json): the reports name it as a QR code would. */
const [firstBuilding] = parseBuildingsFile(
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../content/meldingen/gebouwen.json'), 'utf8')),
);

const REPORTS = 20;
/** The latest moment to kill, in multiples of one report's time. */
const killFactor = Number(process.env.KILL_AFTER_FACTOR ?? 30);
const root = path.resolve(__dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function startServer(env: NodeJS.ProcessEnv): ChildProcess {
  // node itself with tsx's loader, not the tsx wrapper: SIGKILL must hit the process that holds the data.
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForHealth(origin: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).status < 600) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Resolves when the first of `answers` is accepted (not null), never when none is: the moment to kill the server. */
function firstAccepted(answers: Array<Promise<string | null>>): Promise<void> {
  return Promise.race(answers.map((p) => p.then((r) => (r ? undefined : new Promise<void>(() => undefined)))));
}

/** SIGKILL, as a power cut would, and wait until the process is gone. */
async function killHard(server: ChildProcess): Promise<void> {
  server.kill('SIGKILL');
  if (server.exitCode === null && server.signalCode === null) await once(server, 'exit');
}

/**
 * Waits for a restarted server until its outbox is empty (a minute at most), then a second more: anything sent twice
 * would arrive then. Returns the store, opened beside the server, to count what the restart kept.
 */
async function afterOutboxDrained(origin: string, dataDir: string): Promise<Store> {
  await waitForHealth(origin);
  const store = openStore(path.join(dataDir, DATABASE_FILE), { mustExist: true });
  const deadline = Date.now() + 60_000;
  while (store.outbox.outboxStatus().undelivered > 0 && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 200));
  await new Promise((r) => setTimeout(r, 1000));
  return store;
}

function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** Whether the server answered a status change 'changed'; a connection the kill cut counts as not answered. */
async function answeredChanged(url: string, body: unknown): Promise<boolean> {
  try {
    const res = await postJson(url, body);
    return res.ok && ((await res.json()) as { status: string }).status === 'changed';
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-crash-'));
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-crash-site-'));
  fs.writeFileSync(path.join(publicDir, 'index.html'), '<!DOCTYPE html><title>x</title>');
  const smtp = await new SmtpSink().start();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_DIR: publicDir,
    SMTP_URL: smtp.url,
    MAIL_TO: 'kantoor@example.be',
    MAIL_FROM: 'website@example.be',
    RATE_LIMIT_PER_MINUTE: '100000',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
  };

  // Photos big enough that an upload takes a moment: 2 per report, ~1 MB each of noise.
  const noisyPhoto = async (seed: number) => {
    const raw = Buffer.alloc(1600 * 1200 * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761 + seed * 97) >>> 24;
    return sharp(raw, { raw: { width: 1600, height: 1200, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
  };
  const photos = [await noisyPhoto(1), await noisyPhoto(2)];

  let server = startServer(env);
  await waitForHealth(origin);

  const send = async (i: number): Promise<string | null> => {
    const body = new FormData();
    const fields: Record<string, string> = {
      buildingCode: firstBuilding.code,
      category: 'water',
      part: 'gemeenschappelijk',
      location: `Kelder ${i}`,
      description: `Crashtest melding ${i}`,
      name: `Bewoner ${i}`,
      role: 'huurder',
      email: `bewoner${i}@example.be`,
      phone: '0470 00 00 00',
      privacyAccepted: 'true',
    };
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    photos.forEach((p, n) =>
      body.append('photos', new Blob([new Uint8Array(p)], { type: 'image/jpeg' }), `foto-${i}-${n}.jpg`),
    );
    try {
      const res = await fetch(`${origin}/api/report`, { method: 'POST', body });
      if (res.status !== 202) return null;
      return ((await res.json()) as { reference: string }).reference;
    } catch {
      return null; // the connection died with the server: not accepted, the resident sees an error
    }
  };

  // One report alone, to time it; then 20 at once, killed part-way (they share the CPU, so at 1.5× one report's
  // time a few are answered and the rest are mid-upload, mid-sharp or mid-write).
  const started = Date.now();
  const warmUp = await send(99);
  const single = Date.now() - started;
  const pending = Array.from({ length: REPORTS }, (_, i) => send(i));
  // Killed when the first of the 20 is answered (the others are then mid-upload, mid-sharp or mid-write), or after
  // KILL_AFTER_FACTOR × one report's time, whichever comes first.
  await Promise.race([new Promise((r) => setTimeout(r, Math.max(50, single * killFactor))), firstAccepted(pending)]);
  await killHard(server);
  const results = await Promise.all(pending);
  const accepted = [warmUp, ...results].filter((r): r is string => r !== null);

  server = startServer(env);
  const store = await afterOutboxDrained(origin, dataDir);
  const stored = store.staff.list();
  store.close();

  // Phase 2: status changes of accepted reports, killed at the first answer.
  // Ten fresh reports, so the phase does not depend on how many the first kill let through.
  const changing = (await Promise.all(Array.from({ length: 10 }, (_, i) => send(100 + i)))).filter(
    (r): r is string => r !== null,
  );
  // Each link is tied to its report's nonce, read here once as the server would.
  const nonceStore = openStore(path.join(dataDir, DATABASE_FILE), { mustExist: true });
  const nonces = new Map(changing.map((reference) => [reference, nonceStore.reports.linkNonce(reference)]));
  nonceStore.close();
  const links = new StatusLinks(statusLinkKey(dataDir, null), (reference) => nonces.get(reference) ?? null);
  const changes = changing.map(async (reference) => {
    const token = links.changeToken(reference, 'in-behandeling', Date.now() + 60_000);
    return (await answeredChanged(`${origin}${STATUS_API.change}`, { token, note: 'Crashtest' })) ? reference : null;
  });
  await firstAccepted(changes);
  await killHard(server);
  const changedRefs = (await Promise.all(changes)).filter((r): r is string => r !== null);
  server = startServer(env);
  const after = await afterOutboxDrained(origin, dataDir);
  const statusMails = (ref: string) => smtp.mails.filter((m) => m.subject.startsWith(`Uw melding ${ref}:`)).length;
  const steps = (ref: string) => after.reports.statusHistory(ref).filter((e) => e.status === 'in-behandeling').length;
  // A change answered 'changed' must be there once with one mail; one cut off by the kill is there whole or not at all.
  const statusLost = changedRefs.filter((ref) => steps(ref) !== 1 || statusMails(ref) !== 1).length;
  const statusHalf = changing.filter((ref) => steps(ref) > 1 || statusMails(ref) !== steps(ref)).length;
  const statusChanged = changing.filter((ref) => steps(ref) === 1).length;
  after.close();

  // Phase 3 (the repair loop): the ten reports sent on to a contractor, who sets a date on all ten at once; the server
  // is killed at the first answer, between the contractor's date and the resident's mail.
  const contractor = parseContractorsFile(
    JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../content/meldingen/aannemers.json'), 'utf8')),
  )[0];
  const jobKeys = new JobLinks(statusLinkKey(dataDir, null));
  const loopStore = openStore(path.join(dataDir, DATABASE_FILE), { mustExist: true });
  const sentOn: string[] = [];
  for (const reference of changing) {
    const nonce = loopStore.reports.linkNonce(reference)!;
    const res = await postJson(`${origin}${JOB_API.sendOn}`, {
      token: jobKeys.sendOnToken(reference, nonce, Date.now() + 60_000),
      contractorId: contractor.id,
    });
    if (res.ok) sentOn.push(reference);
  }
  const contractorKey = (reference: string) => {
    const job = loopStore.jobs.currentJob(reference)!;
    return jobKeys.contractorToken(job.id, job.nonce, job.sentAt + 60 * 24 * 60 * 60 * 1000);
  };
  const date = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const plans = sentOn.map(async (reference) => {
    const token = contractorKey(reference);
    return (await answeredChanged(`${origin}${JOB_API.contractorPlan}`, { token, date })) ? reference : null;
  });
  await firstAccepted(plans);
  await killHard(server);
  const plannedRefs = (await Promise.all(plans)).filter((r): r is string => r !== null);
  loopStore.close();
  server = startServer(env);
  const afterPlan = await afterOutboxDrained(origin, dataDir);
  const plannedLabel = (
    JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../content/meldingen/statussen.json'), 'utf8')) as Record<
      string,
      { naam: string }
    >
  )['herstelling-gepland'].naam;
  const plannedMails = (ref: string) =>
    smtp.mails.filter((m) => m.subject === `Uw melding ${ref}: ${plannedLabel}`).length;
  const plannedSteps = (ref: string) =>
    afterPlan.reports.statusHistory(ref).filter((e) => e.channel === 'contractor' && e.plannedDate === date).length;
  const planLost = plannedRefs.filter((ref) => plannedSteps(ref) !== 1 || plannedMails(ref) !== 1).length;
  const planHalf = sentOn.filter((ref) => plannedSteps(ref) > 1 || plannedMails(ref) !== plannedSteps(ref)).length;
  const planKept = sentOn.filter((ref) => plannedSteps(ref) === 1).length;
  afterPlan.close();

  const reopened = openStore(path.join(dataDir, DATABASE_FILE), { mustExist: true });
  const staffMails = smtp.mails.filter((m) => m.subject.startsWith('Melding '));
  const acks = smtp.mails.filter((m) => m.subject.startsWith('Wij ontvingen uw melding'));
  const countFor = (mails: typeof smtp.mails, ref: string) => mails.filter((m) => m.subject.includes(ref)).length;
  const lostStaff = accepted.filter((ref) => countFor(staffMails, ref) === 0);
  const lostAcks = accepted.filter((ref) => countFor(acks, ref) === 0);
  const twice = accepted.filter((ref) => countFor(staffMails, ref) > 1 || countFor(acks, ref) > 1);
  const photoAttachments = (raw: string) => (raw.match(/Content-Type: image\/jpeg/gi) ?? []).length;
  const photosLost = accepted.reduce((sum, ref) => {
    const mail = staffMails.find((m) => m.subject.includes(ref));
    return sum + (mail ? Math.max(0, 2 - photoAttachments(mail.raw)) : 2);
  }, 0);
  const storedRefs = new Set(stored.map((m) => m.reference));
  const unknownStored = [...storedRefs].filter((ref) => ref && !accepted.includes(ref));
  const photoDir = path.join(dataDir, PHOTO_FOLDER);
  const files = fs.readdirSync(photoDir).filter((f) => !f.startsWith('.'));
  const known = reopened.photos.photoFiles();
  const orphanFiles = files.filter((f) => !known.has(f)).length;
  const missingFiles = [...known].filter((f) => !files.includes(f)).length;
  const incoming = fs.readdirSync(path.join(photoDir, '.incoming')).length;
  reopened.close();
  server.kill('SIGTERM');
  await smtp.stop();

  const lost = lostStaff.length + lostAcks.length + photosLost + missingFiles;
  const killAfter = Math.round(single * killFactor);
  console.log(
    `one report alone: ${single} ms; SIGKILL at the first answer of ${REPORTS} sent at once (at most ${killAfter} ms)`,
  );
  console.log(`reports sent: ${REPORTS + 1} (one alone first)`);
  console.log(
    `accepted (202): ${accepted.length}; not accepted (connection cut by the kill): ${REPORTS + 1 - accepted.length}`,
  );
  console.log(`stored but never answered 202 (delivered anyway, no harm): ${unknownStored.length}`);
  console.log(`e-mails to the firm: ${staffMails.length}; acknowledgements: ${acks.length}`);
  console.log(`accepted without firm e-mail: ${lostStaff.length}; without acknowledgement: ${lostAcks.length}`);
  console.log(
    `photos missing from e-mails: ${photosLost}; photo files missing: ${missingFiles}; orphan files: ${orphanFiles}; half-written: ${incoming}`,
  );
  console.log(`sent twice: ${twice.length}`);
  console.log(
    `status changes sent: ${changing.length}, answered 'changed' before the kill: ${changedRefs.length}, in the history after the restart: ${statusChanged}`,
  );
  console.log(
    `status changes answered but lost or not mailed exactly once: ${statusLost}; half done (history without one mail): ${statusHalf}`,
  );
  console.log(
    `contractor dates sent: ${sentOn.length}, answered 'changed' before the kill: ${plannedRefs.length}, in the history after the restart: ${planKept}`,
  );
  console.log(
    `contractor dates answered but lost or not mailed exactly once: ${planLost}; half done (history without one mail): ${planHalf}`,
  );
  console.log(`${lost + statusLost + statusHalf + planLost + planHalf} lost`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(publicDir, { recursive: true, force: true });
  if (
    lost > 0 ||
    twice.length > 0 ||
    orphanFiles > 0 ||
    incoming > 0 ||
    statusLost > 0 ||
    statusHalf > 0 ||
    planLost > 0 ||
    planHalf > 0
  )
    process.exit(1);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
