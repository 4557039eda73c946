// How the leads CLI shows stored leads: the list as a table, one lead in full, and the CSV
// export. Stored text is shown escaped, so a lead cannot move the terminal's cursor.
import { FORM_TYPE_LABELS } from 'supabase-functions/lead-schema.ts';
import { escapeForTerminal } from '../log-text.ts';
import type { LeadRecord, LeadSummary, Storage } from '../storage/storage.ts';

/** The warning `status` and `list` give while mails have failed for good. */
export const failedWarning = (count: number) =>
  `WARNING: ${count} e-mail(s) FAILED for good and were not delivered. Fix SMTP_URL / LEADS_TO, then run 'pnpm leads retry-failed'. 'pnpm leads list' shows which leads.`;

// Cells starting with = + - @ would run as formulas in Excel; phone numbers like +46… stay as
// they are because they are plain numbers.
function csvCell(value: string): string {
  let cell = value;
  if (/^[=@\t\r]/.test(cell) || (/^[+-]/.test(cell) && !/^[+-][\d\s()-]*$/.test(cell))) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

export function leadsToCsv(leads: LeadRecord[]): string {
  const header = ['id', 'created_at', 'form_type', 'name', 'email', 'phone', 'city', 'message', 'origin', 'spam_reason'];
  const lines = leads.map((lead) =>
    [lead.id, lead.createdAt, lead.formType, lead.name, lead.email, lead.phone, lead.city, lead.message, lead.origin ?? '', lead.spamReason ?? '']
      .map(csvCell)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

export const localTime = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

// Stored text is shown escaped: a lead stored before the form refused control and bidi
// characters must not move the cursor, forge a line or reverse a column on the terminal.
const clip = (value: string, max: number) => {
  const flat = value.replace(/[ \t\n\r\f\v]+/g, ' ');
  return escapeForTerminal(flat.length > max ? `${flat.slice(0, max - 1)}…` : flat);
};
/** One stored line for `show`: tabs as spaces, everything else unsafe escaped. */
const shown = (value: string) => escapeForTerminal(value.replace(/\t/g, '    '));

/** `list`: one row per lead, newest first. */
export function leadsTable(leads: readonly LeadSummary[]): string {
  const rows = [['ID', 'RECEIVED', 'FORM', 'NAME', 'EMAIL', 'PHONE', 'CITY', 'MAIL', 'SPAM']];
  for (const lead of leads) {
    const mail = lead.mailsTotal === 0 ? '-' : `${lead.mailsSent}/${lead.mailsTotal} sent${lead.mailsFailed ? `, ${lead.mailsFailed} failed` : ''}`;
    rows.push([
      lead.id,
      localTime(lead.createdAt),
      lead.formType,
      clip(lead.name, 30),
      clip(lead.email, 32),
      clip(lead.phone, 40),
      clip(lead.city, 20),
      mail,
      lead.spamReason ?? '',
    ]);
  }
  return table(rows);
}

/** `show`: one lead with its message and the state of its e-mails. */
export function leadDetails({ lead, mails }: NonNullable<Awaited<ReturnType<Storage['getLead']>>>): string {
  return [
    `ID:        ${lead.id}`,
    `Received:  ${localTime(lead.createdAt)} (${lead.createdAt})`,
    `Form:      ${lead.formType} (${FORM_TYPE_LABELS[lead.formType]})`,
    `Name:      ${shown(lead.name)}`,
    `Email:     ${shown(lead.email) || '-'}`,
    `Phone:     ${shown(lead.phone) || '-'}`,
    `City:      ${shown(lead.city) || '-'}`,
    `Origin:    ${shown(lead.origin ?? '-')}`,
    `Spam:      ${lead.spamReason === 'too-fast' ? 'likely (sent unusually fast; mailed with [Möjlig spam])' : (lead.spamReason ?? 'no')}`,
    'Message:',
    ...(lead.message || '-').split(/\r?\n/).map((line) => `  ${shown(line)}`),
    'E-mails:',
    ...(mails.length
      ? mails.map(
          (mail) =>
            `  ${mail.kind.padEnd(22)} to ${shown(mail.toAddress)}: ${mail.status}, ${mail.attempts} attempt(s)` +
            (mail.sentAt ? `, sent ${localTime(mail.sentAt)}` : '') +
            (mail.lastError ? `, last error: ${shown(mail.lastError)}` : ''),
        )
      : ['  none']),
  ].join('\n');
}
