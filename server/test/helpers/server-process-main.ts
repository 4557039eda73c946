// Entry of server-process.ts: the functions server on an ephemeral port; prints {"url"} once up.
import { startFunctionsServer } from '../../src/functions/start-functions-server.ts';

const server = await startFunctionsServer(
  { env: process.env, dataDir: process.env.DATA_DIR! },
  { worker: JSON.parse(process.env.TEST_WORKER_OPTIONS ?? '{}') as Record<string, unknown> },
);
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
