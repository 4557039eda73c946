// How outbox mails leave the server: SMTP (SMTP_URL, an smtp:// or smtps:// URL as nodemailer
// reads it) or, without it, real RFC 822 .eml files in <data dir>/mail-outbox, one per outbox row.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { MailKind } from 'supabase-functions/store.ts';
import { parseServerEnvPart, type ServerEnvInput } from '../server-settings.ts';

/** One mail as it leaves: the outbox row's envelope plus the subject and bodies rendered for it. */
export interface OutgoingMail {
  id: string;
  kind: MailKind;
  fromAddress: string;
  toAddress: string;
  replyTo: string | null;
  messageId: string;
  createdAt: string;
  subject: string;
  textBody: string;
  htmlBody: string;
}

export interface MailTransport {
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Whether retrying cannot help: only when the receiving server refused the visitor's own address
 * (a typo in the form) with a 5xx to RCPT TO. Everything else is retried until the attempts run
 * out: a login failure (535) or a 5xx for our own address is a configuration error someone will
 * fix, and the practice's notification must not be given up on the first answer.
 */
export function isPermanentMailError(error: unknown, kind: MailKind): boolean {
  if (kind !== 'visitor-confirmation') return false;
  const { responseCode, code, command } = (error ?? {}) as { responseCode?: unknown; code?: unknown; command?: unknown };
  if (typeof responseCode !== 'number' || responseCode < 500 || responseCode >= 600) return false;
  return code === 'EENVELOPE' || (typeof command === 'string' && /^RCPT/i.test(command));
}

export function toNodemailerMessage(mail: OutgoingMail): Mail.Options {
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
    dnsTimeout: 10_000,
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

export function createMailTransport(options: { env: ServerEnvInput; dataDir: string }): MailTransport {
  const url = parseServerEnvPart(options.env, ['SMTP_URL']).SMTP_URL;
  return url ? createSmtpTransport(url) : createFileDropTransport(join(options.dataDir, 'mail-outbox'));
}
