import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RETENTION_DAYS_DEFAULT } from '../../src/config/retention';
import { retentionPolicyWarning } from '../config';
import { createFixtureSite } from './support/fixtureSite';

const root = path.resolve(__dirname, '../..');

/** Starts the real server (server/main.ts) on a free port and returns everything it wrote until it was up. */
function startupOutput(env: NodeJS.ProcessEnv): Promise<string> {
  const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      PUBLIC_DIR: createFixtureSite(),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'retention-')),
      ...env,
    },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Site en API beschikbaar')) {
        server.kill('SIGTERM');
        resolve(output);
      }
    };
    server.stdout.on('data', collect);
    server.stderr.on('data', collect);
    server.on('exit', (code) => reject(new Error(`De server stopte (code ${code}):\n${output}`)));
  });
}

describe('retention against the published privacy policy', () => {
  it('says nothing while RETENTION_DAYS is the figure of src/config/retention.ts', () => {
    expect(retentionPolicyWarning({ retentionDays: RETENTION_DAYS_DEFAULT })).toBeNull();
  });

  it('names both figures and the file when RETENTION_DAYS differs', () => {
    const warning = retentionPolicyWarning({ retentionDays: RETENTION_DAYS_DEFAULT + 7 });
    expect(warning).toContain(`RETENTION_DAYS is ${RETENTION_DAYS_DEFAULT + 7}`);
    expect(warning).toContain(`${RETENTION_DAYS_DEFAULT} dagen`);
    expect(warning).toContain('src/config/retention.ts');
  });

  it('is logged once when the server starts with another RETENTION_DAYS, and not without it', async () => {
    const other = await startupOutput({ RETENTION_DAYS: String(RETENTION_DAYS_DEFAULT + 7) });
    expect(other.split('\n').filter((line) => line.includes('RETENTION_DAYS is'))).toHaveLength(1);
    const usual = await startupOutput({ RETENTION_DAYS: '' });
    expect(usual).not.toContain('RETENTION_DAYS is');
  }, 60_000);
});
