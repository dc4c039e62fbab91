import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { MessagesConfig } from '../../../../config';
import { PHOTO_FOLDER } from '../../../../reports/photoFolder';
import { processPhoto } from '../../../../reports/reportPhotos';
import { REPORT_BODY_LIMIT_BYTES } from '../../../../routes/api/report/schema';
import { SmtpSink } from '../../../../../testing/fakes/smtpSink';
import {
  buildMessagesApp,
  eventually,
  openStore,
  postJson,
  storedMessages,
  tempDataDir,
  testMessagesConfig,
  validContact,
  validQuote,
  fixtureBuilding,
} from '../../../support/messagesTestKit';
import { startAppWithMailSink, stopAppWithMailSink } from '../../../support/mailSinkApp';
import { decompressionBombPng, jpegWithGps, multipartBody, smallPng, type FilePart } from '../../../support/multipart';

const validReport = {
  buildingCode: fixtureBuilding.code.toLowerCase(),
  category: 'water',
  part: 'gemeenschappelijk',
  location: 'Kelder, naast de fietsenberging',
  description: 'Er druppelt water uit het plafond bij de tellers.',
  name: 'Els Van Damme',
  role: 'huurder',
  unit: '2B',
  email: 'els.vandamme@example.be',
  phone: '0470 11 22 33',
  privacyAccepted: 'true',
};

const photo = (filename: string, data: Buffer, contentType = 'image/jpeg'): FilePart => ({
  name: 'photos',
  filename,
  contentType,
  data,
});

function postReport(app: FastifyInstance, fields: Record<string, string>, files: FilePart[] = []) {
  const { payload, contentType } = multipartBody(fields, files);
  return app.inject({ method: 'POST', url: '/api/report', headers: { 'content-type': contentType }, payload });
}

/** The photo attachments of a raw e-mail, decoded. */
function jpegAttachments(raw: string): Buffer[] {
  const parts = raw.split(/\r?\n--/).filter((p) => /Content-Type: image\/jpeg/i.test(p));
  return parts.map((p) => {
    const body = p
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n');
    return Buffer.from(body.replace(/--[^\n]*--\s*$/, '').replace(/\s+/g, ''), 'base64');
  });
}

describe('POST /api/report', () => {
  const smtp = new SmtpSink();
  let config: MessagesConfig;
  let app: FastifyInstance;

  beforeAll(async () => ({ config, app } = await startAppWithMailSink(smtp, { acknowledge: true })));
  afterAll(() => stopAppWithMailSink(app, smtp));

  const photoFiles = () => fs.readdirSync(path.join(config.dataDir, PHOTO_FOLDER)).filter((f) => !f.startsWith('.'));

  it('stores a report with two photos, answers a reference, and mails the manager (photos attached, metadata gone) and the reporter', async () => {
    const gpsPhoto = await jpegWithGps();
    expect((await sharp(gpsPhoto).metadata()).exif).toBeDefined();
    const res = await postReport(app, validReport, [
      photo('IMG_0001.jpg', gpsPhoto),
      photo('plan.png', await smallPng(), 'image/png'),
    ]);
    expect(res.statusCode).toBe(202);
    const { reference } = res.json();
    expect(reference).toMatch(/^M-\d{4}-\d{5}$/);

    const mails = await smtp.waitForMails(2);
    const staff = mails.find((m) => m.subject.startsWith('Melding'))!;
    const ack = mails.find((m) => m.subject.startsWith('Wij ontvingen uw melding'))!;
    expect(staff.subject).toContain(reference);
    expect(staff.to).toEqual([fixtureBuilding.beheerder]);
    expect(staff.text).toContain(fixtureBuilding.naam);
    expect(staff.text).toContain('Er druppelt water uit het plafond');
    const attachments = jpegAttachments(staff.raw);
    expect(attachments).toHaveLength(2);
    for (const attachment of attachments) {
      const meta = await sharp(attachment).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
    expect(staff.raw).not.toMatch(/Testcamera|GPS-Model/);

    expect(ack.to).toEqual(['els.vandamme@example.be']);
    expect(ack.subject).toContain(reference);
    expect(ack.text).toContain(fixtureBuilding.naam);
    expect(ack.text).toContain('Water en lekken');
    expect(ack.text).toContain('Wat gebeurt er nu?');
    // Nothing the reporter typed comes back: not the description, the place, the unit or the name.
    for (const typed of [validReport.description, validReport.location, validReport.name, 'Els']) {
      expect(ack.text).not.toContain(typed);
      expect(ack.html).not.toContain(typed);
    }
    expect(ack.raw).not.toMatch(/Content-Type: image\//i);

    const stored = storedMessages(config).filter((m) => m.reference === reference);
    expect(stored.map((m) => m.audience).sort()).toEqual(['sender', 'staff']);
    const store = openStore(config);
    expect(store.photosOf(reference)).toHaveLength(2);
    store.close();
    expect(photoFiles()).toHaveLength(2);
    await eventually(() => storedMessages(config, { undeliveredOnly: true }).length === 0);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails).toHaveLength(2); // each exactly once
  });

  it('gives references that count up per year and never repeat, also under concurrent requests', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => postReport(app, validReport)));
    const references = answers.map((r) => r.json().reference as string);
    expect(new Set(references).size).toBe(6);
    const numbers = references.map((r) => Number(r.split('-')[2])).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 6 }, (_, i) => numbers[0] + i));
  });

  it('mails a building without a manager, or a typed address, to MAIL_TO', async () => {
    await eventually(() => storedMessages(config, { undeliveredOnly: true }).length === 0);
    const before = smtp.mails.length;
    const { buildingCode: _code, ...withoutCode } = validReport;
    // A street no firm is seated in, so only an echo of what the resident typed can put it in the acknowledgement.
    const typedStreet = `Proefstraat ${randomUUID()}`;
    const res = await postReport(app, {
      ...withoutCode,
      street: typedStreet,
      houseNumber: '4',
      municipality: 'Lokeren',
    });
    expect(res.statusCode).toBe(202);
    const mails = await smtp.waitForMails(before + 2);
    const staff = mails.slice(before).find((m) => m.subject.startsWith('Melding'))!;
    expect(staff.to).toEqual(['kantoor@example.be']);
    expect(staff.text).toContain(`${typedStreet} 4, Lokeren`);
    const ack = mails.slice(before).find((m) => m.subject.startsWith('Wij ontvingen'))!;
    expect(ack.text).not.toContain(typedStreet);
  });

  it('tells the page which building a code names, and nothing more', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/buildings/${fixtureBuilding.code.toLowerCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: fixtureBuilding.code,
      name: fixtureBuilding.naam,
      street: fixtureBuilding.straat,
      postalCode: fixtureBuilding.postcode,
      city: fixtureBuilding.gemeente,
    });
    const unknown = await app.inject({ method: 'GET', url: '/api/buildings/ONBEKEND' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/Deze gebouwcode kennen wij niet/);
  });

  describe('refuses bad input with a 4xx and a Dutch message, and stores nothing', () => {
    let rowsBefore: number;
    let mailsBefore: number;
    let filesBefore: number;
    beforeAll(async () => {
      await eventually(() => storedMessages(config, { undeliveredOnly: true }).length === 0);
      rowsBefore = storedMessages(config).length;
      mailsBefore = smtp.mails.length;
      filesBefore = photoFiles().length;
    });
    afterAll(async () => {
      await new Promise((r) => setTimeout(r, 200));
      expect(storedMessages(config)).toHaveLength(rowsBefore);
      expect(smtp.mails).toHaveLength(mailsBefore);
      expect(photoFiles()).toHaveLength(filesBefore);
      expect(fs.readdirSync(path.join(config.dataDir, PHOTO_FOLDER, '.incoming'))).toEqual([]);
    });

    it('400 when the hidden honeypot field is filled in, its photo not kept', async () => {
      const res = await postReport(app, { ...validReport, website: 'https://spam.example' }, [
        photo('foto.jpg', await jpegWithGps(40, 30)),
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'rejected' });
    });

    it('413 for a sixth photo', async () => {
      const jpeg = await jpegWithGps(40, 30);
      const res = await postReport(
        app,
        validReport,
        Array.from({ length: 6 }, (_, i) => photo(`foto-${i + 1}.jpg`, jpeg)),
      );
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        error: 'too_many_photos',
        fields: { photos: expect.stringContaining('hoogstens 5') },
      });
    });

    it('413 for a 30 MB file, naming it', async () => {
      const res = await postReport(app, validReport, [photo('enorm.jpg', Buffer.alloc(30 * 1024 * 1024, 1))]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ error: 'photo_too_large', message: expect.stringContaining('‘enorm.jpg’') });
    });

    it('400 for a text file renamed .jpg, naming it', async () => {
      const res = await postReport(app, validReport, [
        photo('vakantie.jpg', Buffer.from('Dit is geen foto.\n'.repeat(50))),
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'photo_rejected',
        message: expect.stringContaining('‘vakantie.jpg’ is geen foto'),
        fields: { photos: expect.any(String) },
      });
    });

    it('400 for an image type other than JPEG, PNG or WebP (a GIF)', async () => {
      const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .gif()
        .toBuffer();
      const res = await postReport(app, validReport, [photo('anim.gif', gif, 'image/gif')]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('‘anim.gif’');
    });

    it('400 for a decompression bomb, naming it', async () => {
      const res = await postReport(app, validReport, [photo('bom.png', decompressionBombPng(), 'image/png')]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/‘bom\.png’ is te groot \(meer dan 40 megapixel\)/);
    });

    it('400 for a truncated upload', async () => {
      const { payload, contentType } = multipartBody(validReport, [photo('a.jpg', await jpegWithGps(40, 30))]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/report',
        headers: { 'content-type': contentType },
        payload: payload.subarray(0, payload.length - 200),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'upload_incomplete', message: expect.stringMatching(/onvolledig/) });
    });

    it('400 with a Dutch message per missing field', async () => {
      const { description: _d, category: _c, privacyAccepted: _p, ...rest } = validReport;
      const res = await postReport(app, rest);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        description: 'Dit veld is verplicht',
        category: 'Dit veld is verplicht',
        privacyAccepted: 'U moet akkoord gaan met het privacybeleid',
      });
    });

    it('400 for a typed address with parts missing', async () => {
      const { buildingCode: _b, ...rest } = validReport;
      const res = await postReport(app, { ...rest, street: 'Kerkstraat' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        houseNumber: 'Dit veld is verplicht',
        municipality: 'Dit veld is verplicht',
      });
    });

    it('400 for an unknown building code', async () => {
      const res = await postReport(app, { ...validReport, buildingCode: 'BESTAATNIET' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'unknown_building',
        fields: { buildingCode: expect.stringContaining('Deze gebouwcode kennen wij niet') },
      });
    });

    it('415 for a JSON body', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/report',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(validReport),
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toContain('multipart/form-data');
    });
  });
});

describe('POST /api/report under load', () => {
  it('refuses a body larger than five photos at the limit by its Content-Length, before reading it', async () => {
    const config = testMessagesConfig();
    const app = await buildMessagesApp(config);
    const { contentType } = multipartBody({}, []);
    const res = await app.inject({
      method: 'POST',
      url: '/api/report',
      headers: { 'content-type': contentType, 'content-length': String(REPORT_BODY_LIMIT_BYTES + 1) },
      payload: Buffer.alloc(10),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('payload_too_large');
    await app.close();
  });

  it('streams photos to temporary files and leaves none behind, accepted or refused', async () => {
    const config = testMessagesConfig();
    const app = await buildMessagesApp(config);
    const incoming = path.join(config.dataDir, PHOTO_FOLDER, '.incoming');
    expect((await postReport(app, validReport, [photo('a.png', await smallPng(), 'image/png')])).statusCode).toBe(202);
    expect((await postReport(app, validReport, [photo('b.jpg', Buffer.from('geen foto'))])).statusCode).toBe(400);
    expect(fs.readdirSync(incoming)).toEqual([]);
    await app.close();
  });
});

describe('processPhoto', () => {
  it('turns a photo upright from its EXIF orientation and scales it to at most 2048 px', async () => {
    const sideways = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#888' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const file = path.join(tempDataDir(), 'scheef.jpg');
    fs.writeFileSync(file, sideways);
    const { data } = await processPhoto({ name: 'scheef.jpg', file });
    const meta = await sharp(data).metadata();
    expect([meta.width, meta.height]).toEqual([683, 2048]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });
});

describe('acknowledgements of the contact and quote forms', () => {
  it('sends the sender one acknowledgement with the reference and none of their words', async () => {
    const smtp = await new SmtpSink().start();
    const config = testMessagesConfig({ smtpUrl: smtp.url, acknowledge: true });
    const app = await buildMessagesApp(config);
    try {
      const contact = await postJson(app, '/api/contact', validContact);
      const quote = await postJson(app, '/api/quote', validQuote);
      expect(contact.statusCode).toBe(202);
      const [contactRef, quoteRef] = [contact.json().reference, quote.json().reference];
      expect(contactRef).toMatch(/^C-\d{4}-\d{5}$/);
      expect(quoteRef).toMatch(/^O-\d{4}-\d{5}$/);
      await smtp.waitForMails(4);
      await eventually(() => storedMessages(config, { undeliveredOnly: true }).length === 0);
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.mails).toHaveLength(4);
      const contactAck = smtp.mails.find((m) => m.subject === `Wij ontvingen uw bericht (${contactRef})`)!;
      const quoteAck = smtp.mails.find((m) => m.subject === `Wij ontvingen uw offerteaanvraag (${quoteRef})`)!;
      expect(contactAck.to).toEqual([validContact.email]);
      expect(quoteAck.to).toEqual([validQuote.email]);
      for (const typed of [validContact.name, validContact.message]) expect(contactAck.raw).not.toContain(typed);
      for (const typed of [validQuote.name, validQuote.remarks, validQuote.location])
        expect(quoteAck.raw).not.toContain(typed);
    } finally {
      await app.close();
      await smtp.stop();
    }
  });
});
