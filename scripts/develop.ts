/**
 * `npm run develop`: Gatsby's dev server (with hot reload) plus the Fastify API beside it.
 * Gatsby proxies /api to the API (see `proxy` in gatsby-config.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '9001';
const env = { GATSBY_TELEMETRY_DISABLED: '1', ...process.env, API_PORT: apiPort };

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
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
