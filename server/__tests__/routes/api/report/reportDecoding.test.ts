import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { PHOTO_LIMITS } from '../../../../../src/lib/forms/defectReportSchema';
import { apiErrorMessages } from '../../../../../src/lib/uiText/dutchMessages';
import type { MessagesConfig } from '../../../../config';
import { PHOTO_FOLDER } from '../../../../reports/photoFolder';
import * as reportPhotos from '../../../../reports/reportPhotos';
import { DECODE_SLOTS } from '../../../../routes/api/report/schema';
import { buildMessagesApp, postReportForm, storedMessages, testMessagesConfig } from '../../../support/messagesTestKit';
import { decompressionBombPng, smallPng, type FilePart } from '../../../support/multipart';

const png = (filename: string, data: Buffer): FilePart => ({
  name: 'photos',
  filename,
  contentType: 'image/png',
  data,
});

const realProcessPhoto = reportPhotos.processPhoto;

describe('decoding the photos of reports', () => {
  let config: MessagesConfig;
  let app: FastifyInstance;
  let decoded: jest.SpyInstance;

  beforeEach(async () => {
    config = testMessagesConfig();
    app = await buildMessagesApp(config);
    decoded = jest.spyOn(reportPhotos, 'processPhoto');
  });
  afterEach(async () => {
    decoded.mockRestore();
    await app.close();
  });

  const storedReports = () => storedMessages(config).filter((m) => m.kind === 'report' && m.audience === 'staff');
  const photoFiles = () => fs.readdirSync(path.join(config.dataDir, PHOTO_FOLDER)).filter((f) => !f.startsWith('.'));

  it('answers 503 server_busy, storing nothing, to a small report that finds the decoding line full', async () => {
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    // Decoding holds until the gate opens, as when slow photos keep both slots busy.
    decoded.mockImplementation(async (upload: reportPhotos.UploadedPhoto) => {
      await gate;
      return realProcessPhoto(upload);
    });
    const photo = await smallPng();
    const count = DECODE_SLOTS.concurrent + DECODE_SLOTS.waiting + 1;
    const answers = Array.from({ length: count }, (_, i) => postReportForm(app, [png(`foto-${i}.png`, photo)]));

    const first = await Promise.race([
      ...answers,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no report was turned away')), 5_000)),
    ]);
    expect(first.statusCode).toBe(503);
    expect(first.json()).toEqual({ error: 'server_busy', message: apiErrorMessages.serverBusy });

    openGate();
    const statuses = (await Promise.all(answers)).map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 202)).toHaveLength(count - 1);
    expect(statuses.filter((s) => s === 503)).toHaveLength(1);
    expect(storedReports()).toHaveLength(count - 1);
    expect(photoFiles()).toHaveLength(count - 1);
  });

  it('refuses a photo over the pixel limit before decoding any photo of the report', async () => {
    const res = await postReportForm(app, [png('goed.png', await smallPng()), png('bom.png', decompressionBombPng())]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      apiErrorMessages.tooManyPixels('bom.png', Math.round(PHOTO_LIMITS.maxPixels / 1_000_000)),
    );
    expect(decoded).not.toHaveBeenCalled();
    expect(storedReports()).toHaveLength(0);
  });

  it('refuses, without decoding, a report whose photos are more pixels together than a report may have', async () => {
    // Two photos of 30 megapixels: each under the limit of one photo, together over the report's.
    const large = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const res = await postReportForm(app, [png('a.png', large), png('b.png', large)]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'photo_rejected' });
    expect(res.json().message).toMatch(/megapixel/);
    expect(decoded).not.toHaveBeenCalled();
    expect(storedReports()).toHaveLength(0);
  });
});
