// More than one machine: two server instances on one PostgreSQL behind a small round-robin proxy
// (as a load balancer would put them). They share the rate limit and the outbox, a fill retried on
// the other instance is stored once, and every lead is mailed exactly once.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport, type MailTransport } from '../src/mail/mail-transport.ts';
import type { FunctionsServer } from '../src/functions/start-functions-server.ts';
import { SITE_ENV, sleep, startServer, targetEnv, waitFor, type TargetEnv } from './helpers/harness.ts';
import { submissions } from './helpers/lead-client.ts';
import { postgresUnavailableReason, startTestPostgres, type TestPostgres } from './helpers/postgres.ts';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';

const pgUnavailable = postgresUnavailableReason();

/** Round-robin to the upstreams; the visitor's address (x-visitor, for the test) goes into X-Forwarded-For. */
async function startProxy(upstreams: string[]): Promise<{ url: string; hits: number[]; close: () => Promise<void> }> {
  let next = 0;
  const hits = upstreams.map(() => 0);
  const server: Server = createServer((incoming, outgoing) => {
    const index = next++ % upstreams.length;
    hits[index]!++;
    const target = new URL(incoming.url ?? '/', upstreams[index]);
    const visitor = String(incoming.headers['x-visitor'] ?? incoming.socket.remoteAddress);
    const headers = { ...incoming.headers, 'x-forwarded-for': visitor, 'x-forwarded-proto': 'http', host: target.host };
    const forward = httpRequest(target, { method: incoming.method, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forward.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(pgUnavailable)('two instances on one PostgreSQL behind a round-robin proxy', () => {
  let pg: TestPostgres;
  let smtp: SmtpSink;
  let env: TargetEnv;
  let instances: FunctionsServer[];
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  const sentBy = [0, 0];
  const transports: MailTransport[] = [];

  beforeAll(async () => {
    pg = await startTestPostgres();
    smtp = await startSmtpSink();
    env = await targetEnv('postgres', pg, { SMTP_URL: smtp.url, TRUST_PROXY: 'true', RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_SECONDS: '60' });
    instances = [];
    for (const index of [0, 1]) {
      const inner = createSmtpTransport(smtp.url);
      transports.push(inner);
      const counting: MailTransport = {
        description: `instance ${index}`,
        async send(mail) {
          sentBy[index]!++;
          await inner.send(mail);
        },
        close: () => inner.close(),
      };
      instances.push(await startServer(env, { worker: { pollMs: 100, batchSize: 5, workerId: `instance-${index}` }, transport: counting }));
    }
    proxy = await startProxy(instances.map((instance) => instance.url));
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    for (const instance of instances ?? []) await instance.close();
    await smtp?.stop();
    await pg?.stop();
    env?.cleanup();
  });

  const post = (visitor: string, body: unknown) =>
    fetch(`${proxy.url}/functions/v1/send-contact-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-visitor': visitor },
      body: JSON.stringify(body),
    });

  it('one rate limit across both instances: the sixth submission of a visitor is refused wherever it lands', async () => {
    const before = [...proxy.hits];
    const statuses: number[] = [];
    for (const submission of submissions(7, 'Gräns')) statuses.push((await post('203.0.113.7', submission.body)).status);
    expect(proxy.hits.map((hits, index) => hits - before[index]!)).toEqual([4, 3]); // both instances answered
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // Another visitor has a limit of their own.
    expect((await post('203.0.113.8', submissions(1, 'Annan')[0]!.body)).status).toBe(200);
  });

  it('a fill sent to both instances at once is stored once and answered alike', async () => {
    const [submission] = submissions(1, 'Båda');
    const answers = await Promise.all([post('198.51.100.1', submission!.body), post('198.51.100.2', submission!.body)]);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(bodies[0]).toEqual(bodies[1]);
    const stored = (await instances[0]!.runtime.storage.allLeads({ includeSpam: true })).filter((lead) => lead.submissionId === submission!.submissionId);
    expect(stored).toHaveLength(1);
  });

  it('one outbox: every lead mailed exactly once, whichever instance took it', async () => {
    const list = submissions(40, 'Delad');
    const answers = await Promise.all(list.map((submission, i) => post(`192.0.2.${i + 1}`, submission.body)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const storage = instances[1]!.runtime.storage;
    await waitFor(async () => (await storage.listMails()).every((mail) => mail.status === 'sent'), 20_000, 'all mails sent');
    await sleep(500);
    const mails = await storage.listMails();
    const counts = new Map<string, number>();
    for (const message of smtp.messages) counts.set(message.headers['message-id']!, (counts.get(message.headers['message-id']!) ?? 0) + 1);
    for (const mail of mails) expect(counts.get(mail.messageId), mail.id).toBe(1);
    expect(smtp.messages).toHaveLength(mails.length);
    expect(sentBy[0]! + sentBy[1]!).toBe(mails.length);
    console.log(`mails sent by instance 0: ${sentBy[0]}, by instance 1: ${sentBy[1]}`);
    expect(smtp.messages.every((message) => message.headers.from?.includes(SITE_ENV.MAIL_FROM.split('<')[1]!.replace('>', '')))).toBe(true);
  }, 60_000);
});
