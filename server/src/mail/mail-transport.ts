// How outbox mails leave the server: SMTP (SMTP_URL, any nodemailer transport URL) or, without
// it, real RFC 822 .eml files in <data dir>/mail-outbox, one per outbox row.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { OutboxMailRecord } from '../storage/storage.ts';

export interface MailTransport {
  readonly description: string;
  send(mail: OutboxMailRecord): Promise<void>;
  close(): void;
}

/** A failure the next attempt cannot fix (a 5xx answer from the SMTP server). */
export function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function toNodemailerMessage(mail: OutboxMailRecord): Mail.Options {
  return {
    from: mail.fromAddress,
    to: mail.toAddress,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody,
    messageId: mail.messageId,
    date: new Date(mail.createdAt),
    // Automatic mail: no out-of-office replies back to the visitor or to us (RFC 3834).
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' },
    disableUrlAccess: true,
    disableFileAccess: true,
  };
}

export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // Bounded so a hanging server cannot outlive the outbox lease.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    description: `SMTP ${new URL(url).host}`,
    async send(mail) {
      await transporter.sendMail(toNodemailerMessage(mail));
    },
    close() {
      transporter.close();
    },
  };
}

export function createFileDropTransport(dir: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let ready: Promise<unknown> | undefined;
  return {
    description: `files in ${dir}`,
    async send(mail) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const info = (await builder.sendMail(toNodemailerMessage(mail))) as { message: Buffer };
      const name = `${mail.createdAt.replace(/[:.]/g, '-')}-${mail.kind}-${mail.id}.eml`;
      const temp = join(dir, `.${mail.id}.tmp`);
      await writeFile(temp, info.message);
      // Rename is atomic: a reader never sees half a message, and a resend overwrites, not duplicates.
      await rename(temp, join(dir, name));
    },
    close() {
      builder.close();
    },
  };
}

export function createMailTransport(options: { env: NodeJS.ProcessEnv; dataDir: string }): MailTransport {
  const url = options.env.SMTP_URL?.trim();
  return url ? createSmtpTransport(url) : createFileDropTransport(join(options.dataDir, 'mail-outbox'));
}
