// The two e-mails a lead produces. At submit only the envelope is planned (who gets which mail,
// its Message-ID); subject and body are rendered from the stored lead when the outbox worker
// sends it, so a submission costs little and a resend renders the same mail again.
import { html, renderHtml, withLineBreaks, type Html } from './html.ts';
import { FORM_TYPE_LABELS, type LeadPayload } from './lead-schema.ts';
import { telHref, type SiteConfig } from './site-config.ts';
import { PALETTE } from './site-palette.ts';
import type { MailKind, NewOutboxMail } from './store.ts';

// The chat imports the site's type from here.
export type { SiteInfo } from './site-config.ts';

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

/** A mail's HTML part: inline styles only (mail clients drop <style>), in the site's palette. */
function page(title: string, body: Html): string {
  return renderHtml(
    html`<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:${PALETTE.text}">${body}</body></html>`,
  );
}

/** Put at the start of the practice's subject when the form was filled in faster than MIN_FILL_MS. */
export const LIKELY_SPAM_PREFIX = '[Möjlig spam]';

/** What rendering needs of a stored lead. */
export interface LeadForMail extends LeadPayload {
  id: string;
  createdAt: string;
  origin: string | null;
  spamReason: string | null;
}

export interface MailContent {
  subject: string;
  textBody: string;
  htmlBody: string;
}

export function notificationSubject(lead: LeadPayload, spamReason: string | null = null): string {
  const prefix = spamReason ? `${LIKELY_SPAM_PREFIX} ` : '';
  return headerSafe(`${prefix}Ny förfrågan via webbplatsen: ${FORM_TYPE_LABELS[lead.formType]} – ${lead.name}`);
}

/**
 * The mails a lead gets, envelope only: a honeypot lead none; a likely-spam lead only the
 * practice's (no confirmation to an address a bot may have typed); else the practice's and,
 * when an e-mail was given, the visitor's confirmation.
 */
export function planLeadMails(
  lead: LeadPayload,
  meta: { leadId: string; spamReason: string | null },
  site: SiteConfig,
  settings: MailSettings,
  newId: () => string,
): NewOutboxMail[] {
  if (meta.spamReason === 'honeypot') return [];
  const domain = mailDomain(settings.mailFrom);
  const fromAddress = headerSafe(settings.mailFrom);
  const notificationId = newId();
  const mails: NewOutboxMail[] = [
    {
      id: notificationId,
      leadId: meta.leadId,
      kind: 'practice-notification',
      fromAddress,
      toAddress: headerSafe(settings.leadsTo),
      // Validated by the lead schema (no spaces, no CR/LF); headerSafe once more for defence in depth.
      replyTo: lead.email ? headerSafe(lead.email) : null,
      messageId: `<${notificationId}@${domain}>`,
    },
  ];
  if (lead.email && !meta.spamReason) {
    const confirmationId = newId();
    mails.push({
      id: confirmationId,
      leadId: meta.leadId,
      kind: 'visitor-confirmation',
      fromAddress,
      toAddress: headerSafe(lead.email),
      replyTo: headerSafe(site.email),
      messageId: `<${confirmationId}@${domain}>`,
    });
  }
  return mails;
}

/** Subject and bodies of one mail of a stored lead. */
export function renderLeadMail(kind: MailKind, lead: LeadForMail, site: SiteConfig): MailContent {
  const label = FORM_TYPE_LABELS[lead.formType];
  const hours = site.phoneHours.toLowerCase();
  const promise = lead.formType === 'callback-request' ? site.promises.callback : site.promises.reply;
  if (kind === 'practice-notification') {
    const rows: Array<[string, string]> = [
      ['Formulär', label],
      ['Namn', lead.name],
      ['E-post', lead.email || '–'],
      ['Telefon', lead.phone || '–'],
      ['Ort', lead.city || '–'],
      ['Mottaget', formatStockholmTime(lead.createdAt)],
      ['Ärende-id', lead.id],
    ];
    if (lead.origin) rows.push(['Skickat från', lead.origin]);
    const callbackNote = `${lead.formType === 'callback-request' ? 'Besökaren vill bli uppringd. ' : ''}Webbplatsen lovar besökaren: ”${promise}”`;
    const spamNote = lead.spamReason
      ? 'Obs: formuläret skickades ovanligt snabbt efter första tangenttryckningen, så det kan vara skräppost. Kontrollera innan du svarar; besökaren har inte fått någon bekräftelse.'
      : null;
    const textBody = [
      `Ny förfrågan via webbplatsen (${label}).`,
      ...(spamNote ? ['', spamNote] : []),
      '',
      ...rows.map(([key, value]) => `${key}: ${value}`),
      '',
      'Meddelande:',
      lead.message || '–',
      '',
      callbackNote,
    ].join('\n');
    const htmlBody = page(
      `Ny förfrågan: ${label}`,
      html`<h1 style="font-size:20px">Ny förfrågan via webbplatsen: ${label}</h1>${spamNote ? html`<p><strong>${spamNote}</strong></p>` : ''}
<table cellpadding="4" style="border-collapse:collapse">${rows.map(([key, value]) => html`<tr><th align="left">${key}</th><td>${withLineBreaks(value)}</td></tr>`)}</table>
<h2 style="font-size:16px">Meddelande</h2><p>${withLineBreaks(lead.message || '–')}</p>
<p><strong>${callbackNote}</strong></p>`,
    );
    return { subject: notificationSubject(lead, lead.spamReason), textBody, htmlBody };
  }

  // The confirmation deliberately repeats nothing the visitor typed: otherwise the form could
  // be used to send arbitrary text to arbitrary addresses in the practice's name.
  const textBody = [
    'Hej!',
    '',
    `Tack för din förfrågan till ${site.name}. Vi har tagit emot ditt meddelande (${label}).`,
    promise,
    '',
    `Vill du prata med oss direkt? Ring ${site.phone}, ${hours}. De första ${site.promises.freeMinutes} minuterna av behovsanalysen är kostnadsfria.`,
    '',
    'Med vänliga hälsningar',
    site.name,
    site.email,
    site.siteUrl,
    '',
    `Ärende-id: ${lead.id}`,
    'Du får det här meddelandet eftersom någon angav din e-postadress i ett formulär på vår webbplats.',
  ].join('\n');
  const htmlBody = page(
    'Tack för din förfrågan',
    html`<p>Hej!</p><p>Tack för din förfrågan till ${site.name}. Vi har tagit emot ditt meddelande (${label}).<br>${promise}</p>
<p>Vill du prata med oss direkt? Ring <a href="${telHref(site.phone)}">${site.phone}</a>, ${hours}. De första ${site.promises.freeMinutes} minuterna av behovsanalysen är kostnadsfria.</p>
<p>Med vänliga hälsningar<br>${site.name}<br><a href="mailto:${site.email}">${site.email}</a><br><a href="${site.siteUrl}">${site.siteUrl}</a></p>
<p style="font-size:12px;color:${PALETTE.muted}">Ärende-id: ${lead.id}<br>Du får det här meddelandet eftersom någon angav din e-postadress i ett formulär på vår webbplats.</p>`,
  );
  return { subject: headerSafe(`Tack för din förfrågan – ${site.name}`), textBody, htmlBody };
}
