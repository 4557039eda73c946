// The benchmarks' own variables, parsed with the same building blocks as the runtimes' settings
// (a bad value stops the run with a Swedish message); listed in docs/configuration.md.
import { z } from 'zod';
import { integer, parseEnv } from '../supabase/functions/_shared/env-schema.ts';

export const loadBenchEnvSchema = z.object({
  /** Requests per phase of `pnpm bench:load`. */
  LOAD_REQUESTS: integer({ min: 1 }, 8000),
  /** autocannon's connections. */
  LOAD_CONNECTIONS: integer({ min: 1 }, 32),
  /** Time cap of each phase, in seconds. */
  LOAD_MAX_SECONDS: integer({ min: 1 }, 40),
});

export const loadBenchSettings = () => parseEnv(loadBenchEnvSchema, process.env);
