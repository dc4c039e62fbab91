/** Ports of the browser-test run: the site server, and beside it the fake verifier and the SMTP sink. */
export const e2ePort = Number(process.env.E2E_PORT ?? 9123);
export const fakesHttpPort = e2ePort + 1000;
export const fakesSmtpPort = e2ePort + 1001;
export const fakesOrigin = `http://127.0.0.1:${fakesHttpPort}`;
