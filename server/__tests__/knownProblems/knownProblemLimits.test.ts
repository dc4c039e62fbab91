import type { FastifyInstance, FastifyRequest } from 'fastify';
import { KNOWN_PROBLEM_API, knownProblemApiMessages } from '../../../src/lib/reports/knownProblems';
import { redactKeys, serializeRequest } from '../../security/requestLog';
import {
  buildMessagesApp,
  fixtureBuilding,
  fixtureReportBuilding,
  postJson,
  storedReport,
  testMessagesConfig,
} from '../support/messagesTestKit';

/** An app whose budgets are `perMinute`, with one report of the fixture building shown as a known problem. */
async function appWithProblem(perMinute: number): Promise<{ app: FastifyInstance; problemId: string }> {
  const app = await buildMessagesApp(testMessagesConfig({ rateLimitPerMinute: perMinute }));
  const reference = app.store.submissions.insertSubmission({
    message: { kind: 'report', data: { ...storedReport, building: fixtureReportBuilding } },
    acknowledge: false,
  });
  app.store.knownProblems.publish(reference, true, 'Lift buiten dienst', Date.now());
  return { app, problemId: app.store.knownProblems.problemOf(reference)!.id };
}

const follow = (app: FastifyInstance, problemId: string, email: string) =>
  postJson(app, KNOWN_PROBLEM_API.follow, { problemId, email, privacyAccepted: true });

describe('the known problems under load', () => {
  it('limits following per visitor', async () => {
    const { app, problemId } = await appWithProblem(2);
    expect((await follow(app, problemId, 'een@example.be')).statusCode).toBe(202);
    expect((await follow(app, problemId, 'twee@example.be')).statusCode).toBe(202);
    const third = await follow(app, problemId, 'drie@example.be');
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toBe('rate_limited');
    await app.close();
  });

  it('limits the confirmation mails one address can be sent, whoever asks', async () => {
    const { app, problemId } = await appWithProblem(1000);
    for (let i = 0; i < 3; i++) expect((await follow(app, problemId, 'Doelwit@example.be')).statusCode).toBe(202);
    const flooded = await follow(app, problemId, 'doelwit@example.be ');
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().message).toBe(knownProblemApiMessages.tooManyRequests);
    expect((await follow(app, problemId, 'ander@example.be')).statusCode).toBe(202);
    await app.close();
  });

  it('gives the public list a budget of its own, larger than a form’s', async () => {
    const { app } = await appWithProblem(1);
    const get = () => app.inject({ method: 'GET', url: `${KNOWN_PROBLEM_API.list}?gebouw=${fixtureBuilding.code}` });
    for (let i = 0; i < 6; i++) expect((await get()).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(429);
    await app.close();
  });
});

describe('the request log', () => {
  it('keeps the one-click key out of the logged URL', () => {
    const url = '/api/known-problems/unsubscribe?sleutel=17.abcdefSECRET&x=1';
    expect(redactKeys(url)).toBe('/api/known-problems/unsubscribe?sleutel=%5Bverwijderd%5D&x=1');
    expect(redactKeys('/api/known-problems?gebouw=PROEF')).toBe('/api/known-problems?gebouw=PROEF');
    const logged = serializeRequest({
      method: 'POST',
      url,
      host: 'example.be',
      ip: '192.0.2.1',
      socket: { remotePort: 4000 },
    } as unknown as FastifyRequest);
    expect(JSON.stringify(logged)).not.toContain('SECRET');
    expect(logged).toMatchObject({ method: 'POST', remoteAddress: '192.0.2.1' });
  });
});
