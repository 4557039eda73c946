// The practice's leads CLI: `pnpm leads <command>` (or `pnpm --filter server leads <command>`).
// Uses the same storage as the server: DATABASE_URL, else the SQLite file in DATA_DIR.
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { createSiteConfig } from '@site/shared/site-config';
import { SettingsError, type EnvLike } from 'supabase-functions/env-schema.ts';
import { siteVariables } from 'supabase-functions/functions-env.ts';
import { failedWarning, leadDetails, leadsTable, leadsToCsv, localTime } from './leads/lead-views.ts';
import { cutoffFor, UsageError } from './leads/purge-age.ts';
import { createMailTransport } from './mail/mail-transport.ts';
import { OutboxWorker } from './mail/outbox-worker.ts';
import { openStorage, resolveDataDir } from './storage/open-storage.ts';
import { parseServerEnv, type ServerSettings } from './server-settings.ts';
import type { Storage } from './storage/storage.ts';

export { cutoffFor, leadsToCsv, UsageError };

export const HELP = `Leads – förfrågningar från webbplatsens formulär

Usage: pnpm leads <command> [options]

Commands:
  list [--limit N] [--all]          Newest leads first (default 50). Leads sent unusually fast
                                    are listed (and were mailed) with SPAM "too-fast"; --all also
                                    shows honeypot leads, which were not mailed.
  status                            The e-mail outbox: pending, failed, oldest unsent.
  show <id>                         One lead with its message and e-mail status. A unique
                                    prefix of the id is enough.
  export --csv [file] [--all]       All leads as CSV (UTF-8). Without a file: to stdout.
  retry-failed                      Re-queue e-mails that failed permanently or ran out of
                                    attempts; the running server (or 'deliver') sends them.
  deliver                           Send all due e-mails now and exit (for deployments where
                                    no server runs the outbox, e.g. functions on Supabase).
  purge --older-than <age> [--yes]  Delete leads (with their e-mails) and consent records
                                    older than <age>. Without --yes it only counts.
  help                              This text.

Ages: 10y (years), 36mo (months), 8w (weeks), 90d (days).

Retention (docs/product-rules.md, GDPR storage limitation): material that belongs to legal work is kept ten
years; data kept only for marketing at most three years. A lead is an enquiry, not a case
file: once it becomes a matter, copy it into the case system (kept ten years there), so the
leads store itself follows the marketing limit: run 'purge --older-than 3y' regularly.
Only use a longer age (up to 10y) if the leads store is your record of legal work.

Environment: DATABASE_URL (PostgreSQL; else SQLite in DATA_DIR, default .data),
SMTP_URL (for 'deliver'; else .eml files in DATA_DIR/mail-outbox).
Every variable: docs/configuration.md.
`;

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Each command's options, for node:util parseArgs; `positionals` is how many arguments it takes. */
const COMMANDS = {
  list: { options: { limit: { type: 'string' }, all: { type: 'boolean' } }, positionals: 0 },
  status: { options: {}, positionals: 0 },
  show: { options: {}, positionals: 1 },
  export: { options: { csv: { type: 'boolean' }, all: { type: 'boolean' } }, positionals: 1 },
  'retry-failed': { options: {}, positionals: 0 },
  deliver: { options: {}, positionals: 0 },
  purge: { options: { 'older-than': { type: 'string' }, yes: { type: 'boolean' } }, positionals: 0 },
} as const satisfies Record<string, { options: ParseArgsConfig['options']; positionals: number }>;

type Command = keyof typeof COMMANDS;

/** The command's options and arguments; an unknown option, a missing value or a stray argument is a usage error. */
function parseCommand<C extends Command>(command: C, args: string[]) {
  const spec = COMMANDS[command];
  try {
    const parsed = parseArgs({ args, options: spec.options as (typeof COMMANDS)[C]['options'], allowPositionals: true, strict: true });
    if (parsed.positionals.length > spec.positionals) throw new UsageError(`Unexpected argument "${parsed.positionals[spec.positionals]}" for ${command}.`);
    return parsed;
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) throw new UsageError((error as Error).message);
    throw error;
  }
}

export async function runLeadsCli(argv: string[], context: { env: EnvLike; io?: CliIo; now?: () => Date; storage?: Storage }): Promise<number> {
  const io = context.io ?? { out: (text) => process.stdout.write(`${text}\n`), err: (text) => process.stderr.write(`${text}\n`) };
  const now = context.now ?? (() => new Date());
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h' || args.includes('--help') || args.includes('-h')) {
    io.out(HELP);
    return 0;
  }
  let settings: ServerSettings;
  try {
    // The same variables as the server's, read once: a bad one is named before the store opens.
    settings = parseServerEnv(context.env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    io.err(`${error.message}\nSe docs/configuration.md.`);
    return 2;
  }
  const dataDir = resolveDataDir(settings);
  let storage: Storage | undefined;
  const open = async () => (storage ??= context.storage ?? (await openStorage({ env: settings, dataDir })));
  try {
    switch (command) {
      case 'status': {
        parseCommand(command, args);
        const stats = await (await open()).outboxStats();
        const age = stats.oldestUnsentAt ? ` (oldest unsent from ${localTime(stats.oldestUnsentAt)})` : '';
        io.out(`E-mail outbox: ${stats.pending} pending, ${stats.sending} being sent, ${stats.failed} failed, ${stats.sent} sent${age}.`);
        if (stats.failed) io.out(failedWarning(stats.failed));
        return stats.failed ? 3 : 0;
      }
      case 'list': {
        const { values } = parseCommand(command, args);
        const limit = Number(values.limit ?? '50');
        if (!Number.isInteger(limit) || limit <= 0) throw new UsageError('--limit must be a positive integer.');
        const store = await open();
        const { failed } = await store.outboxStats();
        // A mail given up for good must be seen: on stderr, so piped output stays a table.
        if (failed) io.err(failedWarning(failed));
        const leads = await store.listLeads({ limit, includeSpam: values.all ?? false });
        if (!leads.length) {
          io.out('No leads.');
          return 0;
        }
        io.out(leadsTable(leads));
        return 0;
      }
      case 'show': {
        const [id] = parseCommand(command, args).positionals;
        if (!id) throw new UsageError('show needs a lead id.');
        const found = await (await open()).getLead(id);
        if (!found) {
          io.err(`No lead with id ${id}.`);
          return 1;
        }
        io.out(leadDetails(found));
        return 0;
      }
      case 'export': {
        const { values, positionals } = parseCommand(command, args);
        if (!values.csv) throw new UsageError('export needs --csv (the only format).');
        const includeSpam = values.all ?? false;
        const [file] = positionals;
        const csv = leadsToCsv(await (await open()).allLeads({ includeSpam }));
        if (file) {
          // BOM so Excel opens åäö correctly.
          await writeFile(file, `\ufeff${csv}`, { mode: 0o600 });
          io.err(`Wrote ${csv.split('\r\n').length - 2} leads to ${file}.`);
        } else {
          io.out(csv.trimEnd());
        }
        return 0;
      }
      case 'retry-failed': {
        parseCommand(command, args);
        const count = await (await open()).retryFailedMails(now());
        io.out(`Re-queued ${count} failed e-mail(s).`);
        return 0;
      }
      case 'deliver': {
        parseCommand(command, args);
        const store = await open();
        const transport = createMailTransport({ env: settings, dataDir });
        try {
          const site = createSiteConfig(siteVariables(settings));
          const sent = await new OutboxWorker({
            storage: store,
            transport,
            site,
            now,
            log: io.err,
            logError: io.err,
          }).drain();
          io.out(`Sent ${sent} e-mail(s) via ${transport.description}.`);
        } finally {
          transport.close();
        }
        return 0;
      }
      case 'purge': {
        const { values } = parseCommand(command, args);
        const age = values['older-than'];
        if (!age) throw new UsageError('purge needs --older-than <age>, e.g. --older-than 3y.');
        const cutoff = cutoffFor(age, now());
        const store = await open();
        if (!values.yes) {
          const counts = await store.countOlderThan(cutoff);
          io.out(
            `Would delete ${counts.leads} lead(s) and ${counts.consents} consent record(s) from before ${cutoff.toISOString()}.\nRun again with --yes to delete.`,
          );
          return 0;
        }
        const counts = await store.purgeOlderThan(cutoff);
        io.out(`Deleted ${counts.leads} lead(s) and ${counts.consents} consent record(s) from before ${cutoff.toISOString()}.`);
        return 0;
      }
      default:
        throw new UsageError(`Unknown command "${command}".`);
    }
  } catch (error) {
    if (error instanceof UsageError || (error as Error).name === 'AmbiguousIdError') {
      io.err(`${(error as Error).message}\nRun 'pnpm leads help' for usage.`);
      return 2;
    }
    io.err(`Error: ${(error as Error).message}`);
    return 1;
  } finally {
    if (storage && !context.storage) await storage.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runLeadsCli(process.argv.slice(2), { env: process.env });
}
