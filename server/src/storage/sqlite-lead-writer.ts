// How SQLite stores a lead durably without blocking the event loop: every save queued in the
// same event-loop turn shares one transaction (group commit), and before they are answered the
// WAL file is fsynced in libuv's thread pool, one fsync for all commits waiting at that moment.
import type Database from 'better-sqlite3';
import { open, type FileHandle } from 'node:fs/promises';
import { leadRow, outboxRow } from 'supabase-functions/postgres-store.ts';
import type { NewLead, NewOutboxMail, SavedLead } from 'supabase-functions/store.ts';

interface PendingSave {
  lead: NewLead;
  mails: NewOutboxMail[];
  resolve: (saved: SavedLead) => void;
  reject: (error: unknown) => void;
  promise: Promise<SavedLead>;
}

export interface LeadWriter {
  saveLead(lead: NewLead, mails: NewOutboxMail[]): Promise<SavedLead>;
  /** Writes what is queued and waits until every answer has had its fsync. */
  close(): Promise<void>;
}

/** `durable`: answer only after the WAL is fsynced (SQLITE_SYNCHRONOUS=FULL). */
export function createLeadWriter(db: Database.Database, { walFile, durable }: { walFile: string; durable: boolean }): LeadWriter {
  const insertLead = db.prepare(
    `insert into leads (id, created_at, form_type, name, email, phone, city, message, origin, spam_reason, submission_id)
     values (@id, @created_at, @form_type, @name, @email, @phone, @city, @message, @origin, @spam_reason, @submission_id)
     on conflict (submission_id) do nothing`,
  );
  const leadIdBySubmission = db.prepare('select id from leads where submission_id = ?').pluck();
  const insertMail = db.prepare(
    `insert into mail_outbox (id, lead_id, kind, status, from_address, to_address, reply_to,
       message_id, attempts, next_attempt_at, created_at)
     values (@id, @lead_id, @kind, @status, @from_address, @to_address, @reply_to,
       @message_id, @attempts, @next_attempt_at, @created_at)`,
  );
  const saveOne = (lead: NewLead, mails: NewOutboxMail[]): SavedLead => {
    if (insertLead.run(leadRow(lead)).changes === 0) {
      // Only the submission_id conflict is ignored: the lead was stored before; write nothing.
      return { id: String(leadIdBySubmission.get(lead.submissionId)), duplicate: true };
    }
    for (const mail of mails) insertMail.run(outboxRow(mail, lead.createdAt));
    return { id: lead.id, duplicate: false };
  };
  const saveBatch = db.transaction((batch: PendingSave[]) => batch.map((item) => saveOne(item.lead, item.mails)));
  // A lead that fails inside a batch must not take the others down: savepoint per lead.
  const saveBatchIsolated = db.transaction((batch: PendingSave[]) =>
    batch.map((item): { saved: SavedLead } | { error: unknown } => {
      try {
        return { saved: db.transaction(() => saveOne(item.lead, item.mails))() };
      } catch (error) {
        return { error: error ?? new Error('save failed') };
      }
    }),
  );

  // fsync of the WAL off the event loop. A sync already running may have started before the
  // caller's commit, so a caller arriving then waits for the next one; all callers arriving while
  // one runs share that next one.
  let syncing: Promise<void> | undefined;
  let nextSync: Promise<void> | undefined;
  // The WAL file keeps its inode while this connection is open (SQLite deletes it only when the
  // last connection closes), so one handle serves every sync; fdatasync is enough for its data.
  let walHandle: Promise<FileHandle> | undefined;
  const fsyncWal = async () => {
    walHandle ??= open(walFile, 'r');
    try {
      await (await walHandle).datasync();
    } catch (error) {
      const stale = walHandle;
      walHandle = undefined;
      void stale.then((handle) => handle.close()).catch(() => {});
      throw error;
    }
  };
  const syncWal = (): Promise<void> => {
    if (!syncing) {
      syncing = fsyncWal().finally(() => (syncing = undefined));
      return syncing;
    }
    nextSync ??= syncing
      .catch(() => {})
      .then(() => {
        nextSync = undefined;
        return syncWal();
      });
    return nextSync;
  };
  const settle = (batch: PendingSave[], outcomes: Array<{ saved: SavedLead } | { error: unknown }>) => {
    const done = () =>
      batch.forEach((item, index) => {
        const outcome = outcomes[index]!;
        if ('saved' in outcome) item.resolve(outcome.saved);
        else item.reject(outcome.error);
      });
    if (!durable || !outcomes.some((outcome) => 'saved' in outcome)) return done();
    syncWal().then(done, (error: unknown) => {
      for (const item of batch) item.reject(error);
    });
  };

  let queue: PendingSave[] = [];
  let flushScheduled = false;
  /** Saves not yet answered (waiting for their fsync): close() waits for them. */
  const unsettled = new Set<Promise<unknown>>();
  const flush = () => {
    flushScheduled = false;
    const batch = queue;
    queue = [];
    try {
      settle(
        batch,
        saveBatch.immediate(batch).map((saved) => ({ saved })),
      );
    } catch {
      try {
        settle(batch, saveBatchIsolated.immediate(batch));
      } catch (error) {
        for (const item of batch) item.reject(error);
      }
    }
    for (const item of batch) {
      const settled = item.promise.catch(() => {});
      unsettled.add(settled);
      void settled.then(() => unsettled.delete(settled));
    }
  };

  return {
    saveLead(lead, mails) {
      let resolve!: (saved: SavedLead) => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<SavedLead>((ok, fail) => {
        resolve = ok;
        reject = fail;
      });
      queue.push({ lead, mails, resolve, reject, promise });
      if (!flushScheduled) {
        flushScheduled = true;
        setImmediate(flush);
      }
      return promise;
    },
    async close() {
      if (queue.length) flush();
      // Answers still waiting for their fsync get it before the file is closed.
      await Promise.all([...unsettled]);
      await walHandle?.then((handle) => handle.close()).catch(() => {});
    },
  };
}
