import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export interface SiteServer {
  origin: string;
  stop(): void;
}

async function waitForHealth(origin: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (server.exitCode !== null) throw new Error(`De server stopte (code ${server.exitCode}).`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`De server op ${origin} startte niet.`);
}

/**
 * The real server (server/main.ts) serving the built site on a loopback port, for the scripts that measure
 * it (Lighthouse, the interaction benchmark). `env` adds to the environment, e.g. PUBLIC_DIR for another build.
 */
/** Servers started by this process: stopped with it, also when it is interrupted, so none outlives a measurement. */
const running = new Set<ChildProcess>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const server of running) server.kill('SIGTERM');
    process.exit(130);
  });
}
process.once('exit', () => running.forEach((server) => server.kill('SIGTERM')));

async function answers(origin: string): Promise<boolean> {
  try {
    await fetch(`${origin}/api/health`);
    return true;
  } catch {
    return false;
  }
}

export async function startSiteServer(port: number, env: NodeJS.ProcessEnv = {}): Promise<SiteServer> {
  const origin = `http://127.0.0.1:${port}`;
  // Another server on the port would answer the health check and be measured instead, silently.
  if (await answers(origin))
    throw new Error(`Poort ${port} is al in gebruik: stop wat daar draait of kies een andere poort.`);
  const server = spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'server/main.ts')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        // A database of its own: never the developer's data/, whose waiting messages would turn /api/health 503.
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'syndic-measure-')),
        ...env,
      },
      stdio: 'inherit',
    },
  );
  running.add(server);
  const stop = () => {
    running.delete(server);
    server.kill('SIGTERM');
  };
  try {
    await waitForHealth(origin, server);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}

/** The plain HTML page of e2e/support/plainPage served by the same server: the floor the site is measured against. */
export const PLAIN_PAGE_DIR = path.join(__dirname, 'plainPage');

export function startPlainPageServer(port: number): Promise<SiteServer> {
  return startSiteServer(port, { PUBLIC_DIR: PLAIN_PAGE_DIR });
}
