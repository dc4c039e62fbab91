/**
 * The outside world of the browser tests, as one process started by Playwright's webServer:
 * a fake reCAPTCHA verifier (POST /siteverify) and a real SMTP server whose mails the tests read
 * (GET /mails). Usage: npx tsx testing/fakes/fakeServices.ts
 */
import http from 'node:http';
import { handleSiteverify } from './recaptchaVerifier';
import { fakesHttpPort, fakesSmtpPort } from './ports';
import { SmtpSink } from './smtpSink';

async function main() {
  const smtp = await new SmtpSink().start(fakesSmtpPort);
  const server = http.createServer((request, response) => {
    if (handleSiteverify(request, response)) return;
    if (request.method === 'GET' && request.url === '/mails') {
      const mails = smtp.mails.map(({ raw: _raw, ...mail }) => mail);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
      return;
    }
    if (request.method === 'GET' && request.url === '/health') {
      response.writeHead(200).end('ok');
      return;
    }
    response.writeHead(404).end();
  });
  server.listen(fakesHttpPort, '127.0.0.1');
  const stop = () => {
    server.close();
    void smtp.stop().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
