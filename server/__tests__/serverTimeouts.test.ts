import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './support/fixtureSite';
import { testMessagesConfig } from './support/messagesTestKit';
import { multipartBody } from './support/multipart';

/** Short timeouts, so a stalled client is cut off in a second instead of a minute. */
const timeouts = { requestMs: 1_500, idleMs: 400 };
/** How long after its connection closed a stalled upload may still hold its slot. */
const SLOT_RELEASE_LIMIT_MS = 2_000;

async function listeningApp(): Promise<{ app: FastifyInstance; port: number }> {
  const app = await buildTestApp({
    messages: testMessagesConfig(),
    timeouts,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return { app, port: typeof address === 'object' && address ? address.port : 0 };
}

/**
 * A raw connection that starts a large report upload (more than 12 MB announced, so it takes one of the slots of
 * large reports) and sends only its first bytes: what a phone that lost its network, or an attacker, leaves behind.
 */
function startUpload(port: number): net.Socket {
  const socket = net.connect(port, '127.0.0.1');
  const boundary = '----stalled';
  socket.write(
    [
      'POST /api/report HTTP/1.1',
      'Host: 127.0.0.1',
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      `Content-Length: ${20 * 1024 * 1024}`,
      '',
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ].join('\r\n'),
  );
  socket.write(Buffer.alloc(64 * 1024));
  socket.on('error', () => {});
  return socket;
}

/** Milliseconds until the server closes `socket`; rejects when it is still open after `withinMs`. */
function closedWithin(socket: net.Socket, withinMs: number): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server held the connection open for more than ${withinMs} ms`));
    }, withinMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

describe('timeouts of a slow or stalled client', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => ({ app, port } = await listeningApp()));
  afterAll(() => app.close());

  it('closes an upload whose body stalls, and frees its slot for the next large report', async () => {
    const stalled = [startUpload(port), startUpload(port), startUpload(port)];
    const waited = await Promise.all(stalled.map((socket) => closedWithin(socket, timeouts.idleMs + 2_000)));
    expect(Math.max(...waited)).toBeGreaterThanOrEqual(timeouts.idleMs - 50);

    // All three slots of large reports were taken by the stalled uploads; now a large report is read again. The
    // server frees a slot in its abort hook, which runs after the socket has closed: on a loaded machine (a CI
    // rehearsal) the client saw its close first and the very next report still found the line full. So the report
    // may find it full for a moment, never for good.
    const { payload, contentType } = multipartBody({}, [
      { name: 'photos', filename: 'groot.jpg', contentType: 'image/jpeg', data: Buffer.alloc(13 * 1024 * 1024) },
    ]);
    const largeReport = () =>
      app.inject({ method: 'POST', url: '/api/report', headers: { 'content-type': contentType }, payload });
    const deadline = Date.now() + SLOT_RELEASE_LIMIT_MS;
    let res = await largeReport();
    while (res.json().error === 'server_busy' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      res = await largeReport();
    }
    expect(res.json().error).not.toBe('server_busy');
  });

  it('closes an upload that trickles in too slowly to finish within the request timeout', async () => {
    const socket = startUpload(port);
    const trickle = setInterval(() => socket.write('x'), timeouts.idleMs / 4);
    try {
      const waited = await closedWithin(socket, timeouts.requestMs + 2_000);
      expect(waited).toBeGreaterThanOrEqual(timeouts.requestMs - 100);
    } finally {
      clearInterval(trickle);
    }
  });
});
