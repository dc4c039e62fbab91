/**
 * `npm run develop`: Gatsby's dev server (with hot reload) plus the Fastify API beside it.
 * Gatsby proxies /api to the API (see `proxy` in gatsby-config.ts). The CMS is at /admin/ (with `npm run cms`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { writeAdminPage } from '../gatsby/cms/adminPage';

const apiPort = process.env.API_PORT ?? '9001';
const env = { GATSBY_TELEMETRY_DISABLED: '1', ...process.env, API_PORT: apiPort };

// The CMS at /admin/, served by gatsby-config's developMiddleware; `npm run cms` starts its local backend.
// Not in .cache/: Gatsby empties that when its config changes, after this wrote it.
const adminWritten = writeAdminPage(path.join(__dirname, '..', 'node_modules', '.cache', 'cms-site'), env);

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'server/main.ts'], { stdio: 'inherit', env: { ...env, PORT: apiPort } }),
  spawn('npx', ['gatsby', 'develop', '-H', '127.0.0.1', '-p', process.env.DEVELOP_PORT ?? '8000'], {
    stdio: 'inherit',
    env,
  }),
];

const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
children.forEach((child) =>
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  }),
);
adminWritten.catch((error: unknown) => console.error('De CMS-pagina /admin/ kon niet geschreven worden:', error));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
