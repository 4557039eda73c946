// The two e-mails a lead produces, rendered when the lead is stored so the outbox row holds
// exactly what will be sent (the worker never needs the lead again).
import { FORM_TYPE_LABELS, type LeadPayload } from './lead-schema.ts';
import type { NewOutboxMail } from './store.ts';

export interface SiteInfo {
  name: string;
  phone: string;
  email: string;
  siteUrl: string;
}

export interface MailSettings {
  /** Where notifications go (LEADS_TO, default the site e-mail). */
  leadsTo: string;
  /** Sender of every mail (MAIL_FROM), e.g. `Juristbyrån <no-reply@example.se>`. */
  mailFrom: string;
}

/** Anything that ends up in a header: no CR/LF (header injection) and no other control chars. */
export function headerSafe(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const htmlText = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

function mailDomain(address: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(address);
  return match?.[1] ?? 'localhost';
}

// Built once: constructing an Intl formatter costs more than rendering both mails.
let stockholmTime: Intl.DateTimeFormat | undefined;
function formatStockholmTime(iso: string): string {
  stockholmTime ??= new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Stockholm',
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return stockholmTime.format(new Date(iso));
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1a1a1a">${body}</body></html>`;
}

export function notificationSubject(lead: LeadPayload): string {
  return headerSafe(`Ny förfrågan via webbplatsen: ${FORM_TYPE_LABELS[lead.formType]} – ${lead.name}`);
}

export function composeLeadMails(
  lead: LeadPayload,
  meta: { leadId: string; createdAt: string; origin: string | null },
  site: SiteInfo,
  settings: MailSettings,
  newId: () => string,
): NewOutboxMail[] {
  const label = FORM_TYPE_LABELS[lead.formType];
  const received = formatStockholmTime(meta.createdAt);
  const domain = mailDomain(settings.mailFrom);
  const rows: Array<[string, string]> = [
    ['Formulär', label],
    ['Namn', lead.name],
    ['E-post', lead.email || '–'],
    ['Telefon', lead.phone || '–'],
    ['Ort', lead.city || '–'],
    ['Mottaget', received],
    ['Ärende-id', meta.leadId],
  ];
  if (meta.origin) rows.push(['Skickat från', meta.origin]);
  const callbackNote =
    lead.formType === 'callback-request'
      ? 'Besökaren vill bli uppringd. Webbplatsen lovar återuppringning inom 5 minuter under telefontid (vardagar 8–17).'
      : 'Webbplatsen lovar svar inom 24 timmar.';

  const notificationText = [
    `Ny förfrågan via webbplatsen (${label}).`,
    '',
    ...rows.map(([key, value]) => `${key}: ${value}`),
    '',
    'Meddelande:',
    lead.message || '–',
    '',
    callbackNote,
  ].join('\n');
  const notificationHtml = page(
    `Ny förfrågan: ${label}`,
    `<h1 style="font-size:20px">Ny förfrågan via webbplatsen: ${escapeHtml(label)}</h1>` +
      `<table cellpadding="4" style="border-collapse:collapse">${rows
        .map(([key, value]) => `<tr><th align="left">${escapeHtml(key)}</th><td>${htmlText(value)}</td></tr>`)
        .join('')}</table>` +
      `<h2 style="font-size:16px">Meddelande</h2><p>${htmlText(lead.message || '–')}</p>` +
      `<p><strong>${escapeHtml(callbackNote)}</strong></p>`,
  );

  const notificationId = newId();
  const mails: NewOutboxMail[] = [
    {
      id: notificationId,
      leadId: meta.leadId,
      kind: 'practice-notification',
      fromAddress: headerSafe(settings.mailFrom),
      toAddress: headerSafe(settings.leadsTo),
      // Validated by the lead schema (no spaces, no CR/LF); headerSafe once more for defence in depth.
      replyTo: lead.email ? headerSafe(lead.email) : null,
      subject: notificationSubject(lead),
      textBody: notificationText,
      htmlBody: notificationHtml,
      messageId: `<${notificationId}@${domain}>`,
    },
  ];

  if (lead.email) {
    // The confirmation deliberately repeats nothing the visitor typed: otherwise the form could
    // be used to send arbitrary text to arbitrary addresses in the practice's name.
    const promise =
      lead.formType === 'callback-request'
        ? 'Vi ringer upp dig inom 5 minuter under vår telefontid (vardagar 8–17). Kommer din förfrågan utanför telefontid ringer vi så snart vi öppnar.'
        : 'Vi återkommer till dig inom 24 timmar.';
    const confirmationText = [
      'Hej!',
      '',
      `Tack för din förfrågan till ${site.name}. Vi har tagit emot ditt meddelande (${label}).`,
      promise,
      '',
      `Vill du prata med oss direkt? Ring ${site.phone}, vardagar 8–17. De första 10 minuterna av behovsanalysen är kostnadsfria.`,
      '',
      'Med vänliga hälsningar',
      site.name,
      site.email,
      site.siteUrl,
      '',
      `Ärende-id: ${meta.leadId}`,
      'Du får det här meddelandet eftersom någon angav din e-postadress i ett formulär på vår webbplats.',
    ].join('\n');
    const confirmationHtml = page(
      'Tack för din förfrågan',
      `<p>Hej!</p><p>Tack för din förfrågan till ${escapeHtml(site.name)}. Vi har tagit emot ditt meddelande (${escapeHtml(label)}).<br>${escapeHtml(promise)}</p>` +
        `<p>Vill du prata med oss direkt? Ring <a href="tel:${escapeHtml(site.phone.replace(/[^\d+]/g, ''))}">${escapeHtml(site.phone)}</a>, vardagar 8–17. De första 10 minuterna av behovsanalysen är kostnadsfria.</p>` +
        `<p>Med vänliga hälsningar<br>${escapeHtml(site.name)}<br><a href="mailto:${escapeHtml(site.email)}">${escapeHtml(site.email)}</a><br><a href="${escapeHtml(site.siteUrl)}">${escapeHtml(site.siteUrl)}</a></p>` +
        `<p style="font-size:12px;color:#666">Ärende-id: ${escapeHtml(meta.leadId)}<br>Du får det här meddelandet eftersom någon angav din e-postadress i ett formulär på vår webbplats.</p>`,
    );
    const confirmationId = newId();
    mails.push({
      id: confirmationId,
      leadId: meta.leadId,
      kind: 'visitor-confirmation',
      fromAddress: headerSafe(settings.mailFrom),
      toAddress: headerSafe(lead.email),
      replyTo: headerSafe(site.email),
      subject: headerSafe(`Tack för din förfrågan – ${site.name}`),
      textBody: confirmationText,
      htmlBody: confirmationHtml,
      messageId: `<${confirmationId}@${domain}>`,
    });
  }
  return mails;
}
