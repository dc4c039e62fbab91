/**
 * Upload burst: N reports (30) arrive at once, each with 5 photos of ~19.8 MB (4000×3000 JPEG, just under
 * the 20 MB limit), from one address with the rate limit lifted, on loopback, against the real server (server/main.ts)
 * with an SMTP sink. Measures the server's resident memory (idle, and its peak: VmHWM), the answer time of every report
 * and what it was (202, 503, …), one small legitimate report sent 2 s into the burst, and afterwards whether every
 * accepted report reached the mailbox with its 5 photos. Bounded: every request and the whole run have a deadline.
 * Writes bench-results/uploads[-BENCH_LABEL].json. Not a test: it reports.
 *   npm run bench:uploads                     (BENCH_PORT, BURST_REPORTS=30)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { SmtpSink } from '../../testing/fakes/smtpSink';

const root = path.resolve(__dirname, '../..');
const PORT = Number(process.env.BENCH_PORT ?? 9125);
const REPORTS = Number(process.env.BURST_REPORTS ?? 30);
const PHOTOS = 5;
const PHOTO_BYTES = Math.round(19.8 * 1024 * 1024);
const REQUEST_TIMEOUT_MS = 5 * 60_000;
const RUN_TIMEOUT_MS = 12 * 60_000;
const origin = `http://127.0.0.1:${PORT}`;

/**
 * A 4000×3000 photo of noise (which JPEG hardly compresses), at the highest quality that stays under PHOTO_BYTES,
 * padded after its end to exactly that size: decoders ignore bytes after the end-of-image marker.
 */
async function bigPhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 4) noise.writeUInt32LE((Math.random() * 0xffffffff) >>> 0, i);
  for (const quality of [100, 97, 95, 92, 90, 85, 80, 70, 60]) {
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= PHOTO_BYTES) return Buffer.concat([jpeg, Buffer.alloc(PHOTO_BYTES - jpeg.length)]);
  }
  throw new Error('no quality gives a photo under the size');
}

function rssOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(status.match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

const fields = {
  buildingCode: 'klaproos',
  category: 'water',
  part: 'gemeenschappelijk',
  location: 'Kelder',
  description: 'Water in de kelder.',
  name: 'Bench',
  role: 'huurder',
  email: 'bench@example.be',
  phone: '0470 00 00 00',
  privacyAccepted: 'true',
};

async function send(photos: Blob[]): Promise<{ status: number; ms: number; error?: string; answer?: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  photos.forEach((photo, i) => form.append('photos', photo, `foto-${i + 1}.jpg`));
  const started = performance.now();
  try {
    const response = await fetch(`${origin}/api/report`, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const answer = await response.text();
    const ms = Math.round(performance.now() - started);
    return response.status === 202
      ? { status: 202, ms }
      : { status: response.status, ms, answer: answer.slice(0, 200) };
  } catch (error) {
    return { status: 0, ms: Math.round(performance.now() - started), error: (error as Error).message };
  }
}

const median = (values: number[]) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function main(): Promise<void> {
  const deadline = setTimeout(() => {
    console.error('De meting duurde te lang en stopt.');
    process.exit(1);
  }, RUN_TIMEOUT_MS);
  deadline.unref();

  const smtp = await new SmtpSink().start(PORT + 1001);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'syndic-uploads-'));
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'syndic-uploads-site-'));
  fs.writeFileSync(path.join(publicDir, 'index.html'), '<!DOCTYPE html><title>x</title>');
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      PUBLIC_DIR: publicDir,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      MAIL_TO: 'kantoor@example.be',
      RATE_LIMIT_PER_MINUTE: '100000',
      RECAPTCHA_SECRET_KEY: '',
      GATSBY_RECAPTCHA_SITE_KEY: '',
      SEND_ACKNOWLEDGEMENTS: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  process.once('exit', () => server.kill('SIGKILL'));
  for (let i = 0; ; i++) {
    if (i > 150) throw new Error('de server startte niet');
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  const photo = new Blob([new Uint8Array(await bigPhoto())], { type: 'image/jpeg' });
  const smallPhoto = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  const small = new Blob([new Uint8Array(smallPhoto)], {
    type: 'image/jpeg',
  });
  await new Promise((r) => setTimeout(r, 1000));
  const idle = rssOf(server.pid!);
  let sampledPeak = idle.rssMb;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, rssOf(server.pid!).rssMb);
  }, 100);

  console.log(`${REPORTS} meldingen met ${PHOTOS} foto's van ${(PHOTO_BYTES / 1024 / 1024).toFixed(1)} MB…`);
  const started = performance.now();
  const burst = Promise.all(Array.from({ length: REPORTS }, () => send(Array(PHOTOS).fill(photo))));
  const legitimate = new Promise<Awaited<ReturnType<typeof send>>>((resolve) =>
    setTimeout(() => resolve(send([small])), 2000),
  );
  const [results, resident] = await Promise.all([burst, legitimate]);
  const burstSeconds = Math.round(performance.now() - started) / 1000;
  clearInterval(sampler);
  const peak = rssOf(server.pid!);

  const accepted = results.filter((r) => r.status === 202);
  const byStatus: Record<string, number> = {};
  for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  const expectedMails = accepted.length + (resident.status === 202 ? 1 : 0);
  const mailDeadline = Date.now() + 3 * 60_000;
  while (smtp.mails.length < expectedMails && Date.now() < mailDeadline) await new Promise((r) => setTimeout(r, 500));
  const photoCounts = smtp.mails.map((m) => (m.raw.match(/Content-Type: image\/jpeg/gi) ?? []).length);

  const result = {
    reports: REPORTS,
    photosPerReport: PHOTOS,
    photoMb: +(PHOTO_BYTES / 1024 / 1024).toFixed(1),
    idleRssMb: idle.rssMb,
    peakRssMb: Math.max(peak.peakMb, sampledPeak),
    answers: byStatus,
    acceptedMedianSeconds: (median(accepted.map((r) => r.ms)) ?? 0) / 1000,
    slowestAnswerSeconds: Math.max(...results.map((r) => r.ms)) / 1000,
    refusedMedianSeconds: (median(results.filter((r) => r.status !== 202).map((r) => r.ms)) ?? 0) / 1000,
    burstSeconds,
    legitimateReport: { status: resident.status, seconds: resident.ms / 1000 },
    mailsDelivered: smtp.mails.length,
    mailsExpected: expectedMails,
    reportMailsWithFivePhotos: photoCounts.filter((n) => n === PHOTOS).length,
    errors: results.filter((r) => r.error).map((r) => r.error),
    refusals: [...new Set(results.filter((r) => r.answer).map((r) => `${r.status} ${r.answer}`))],
  };
  console.table(result);
  const label = process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL}` : '';
  const out = path.join(root, 'bench-results', `uploads${label}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`Geschreven: ${path.relative(root, out)}`);
  server.kill('SIGTERM');
  await smtp.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(publicDir, { recursive: true, force: true });
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
