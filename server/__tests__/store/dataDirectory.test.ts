import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../../config';
import { PHOTO_FOLDER } from '../../reports/photoFolder';
import { STATUS_LINK_SECRET_FILE } from '../../reports/statusLinks';
import { DATABASE_FILE, openStore } from '../../store';
import { buildMessagesApp, postReportForm, tempDataDir, testMessagesConfig } from '../support/messagesTestKit';
import { smallPng } from '../support/multipart';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

/** What a default system gives files (0644) and folders (0755), unless the server sees to it. */
const USUAL_UMASK = 0o022;

describe('the data directory is for the service user only', () => {
  let umask: number;
  beforeEach(() => (umask = process.umask(USUAL_UMASK)));
  afterEach(() => process.umask(umask));

  it('creates DATA_DIR, the database with its WAL and SHM, the photos and the secret readable by the owner alone', async () => {
    const config = testMessagesConfig({ dataDir: path.join(tempDataDir(), 'nieuw') });
    const app = await buildMessagesApp(config);
    const upload = { name: 'photos', filename: 'a.png', contentType: 'image/png', data: await smallPng() };
    const res = await postReportForm(app, [upload]);
    expect(res.statusCode).toBe(202);

    const data = config.dataDir;
    const photos = path.join(data, PHOTO_FOLDER);
    const [photo] = fs.readdirSync(photos).filter((f) => !f.startsWith('.'));
    const database = path.join(data, DATABASE_FILE);
    expect({
      data: modeOf(data),
      photos: modeOf(photos),
      incoming: modeOf(path.join(photos, '.incoming')),
    }).toEqual({ data: 0o700, photos: 0o700, incoming: 0o700 });
    expect({
      database: modeOf(database),
      wal: modeOf(`${database}-wal`),
      shm: modeOf(`${database}-shm`),
      photo: modeOf(path.join(photos, photo)),
      secret: modeOf(path.join(data, STATUS_LINK_SECRET_FILE)),
    }).toEqual({ database: 0o600, wal: 0o600, shm: 0o600, photo: 0o600, secret: 0o600 });
    await app.close();
  });

  it.each(['755', '750', '707'])('refuses to start on a DATA_DIR with mode %s, saying how to fix it', async (mode) => {
    const config = testMessagesConfig();
    fs.chmodSync(config.dataDir, parseInt(mode, 8));
    const start = buildMessagesApp(config);
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(`chmod 700 '${config.dataDir}'`);
  });

  it('npm run backup writes its folder and copies for the owner alone', () => {
    const dataDir = tempDataDir();
    openStore(path.join(dataDir, DATABASE_FILE)).close();
    fs.chmodSync(path.join(dataDir, DATABASE_FILE), 0o600);
    execFileSync(path.resolve('node_modules/.bin/tsx'), [path.resolve('server/cli/backupMessages.ts')], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    const backups = path.join(dataDir, 'backups');
    const [copy] = fs.readdirSync(backups);
    expect({ folder: modeOf(backups), copy: modeOf(path.join(backups, copy)) }).toEqual({
      folder: 0o700,
      copy: 0o600,
    });
  });
});
