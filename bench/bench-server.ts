// The server side of `pnpm bench:api`: the functions runtime on loopback, in its own process so
// the load generator does not share its event loop. Prints its URL, stops on SIGTERM.
import { startFunctionsServer } from '../server/src/functions/start-functions-server.ts';

const dataDir = process.env.DATA_DIR!;
const server = await startFunctionsServer(
  { env: process.env, dataDir, hostname: '127.0.0.1', port: 0 },
  process.env.BENCH_OUTBOX === 'off' ? { worker: false } : {},
);
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
