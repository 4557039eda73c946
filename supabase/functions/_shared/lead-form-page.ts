// The Swedish pages send-contact-email answers a native form post with (scripts off, or sent
// before the page's script loaded): thanks with what happens next; or the form again with every
// typed value kept, the errors next to the fields and the phone number. Self-contained (one
// <style> in the site's palette, no script), written with the escaping html template, never
// indexed, nothing personal in any URL.
import { html, raw, renderHtml, type Html } from './html.ts';
import { telHref, type SiteConfig } from './site-config.ts';
import { FORM_FIELDS, LEAD_FORMS, type FormField, type FormFieldName } from './lead-forms.ts';
import type { FormType, LeadFieldErrors } from './lead-schema.ts';
import { PALETTE as c } from './site-palette.ts';

/** What a native post carries besides the lead itself. */
export interface FormValues {
  name: string;
  email: string;
  phone: string;
  city: string;
  subject: string;
  message: string;
  website: string;
}

export const EMPTY_FORM_VALUES: FormValues = { name: '', email: '', phone: '', city: '', subject: '', message: '', website: '' };

/** Every field a lead can carry; a form shows its own and any other that holds a value or an error. */
const ALL_FIELDS: readonly FormField[] = Object.values(FORM_FIELDS);

/**
 * Only a path on the site itself: starts with one "/", no scheme, no backslash (browsers read
 * it as "/"), no control characters; anything else becomes "/".
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string') return '/';
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value) || value.length > 300) return '/';
  // The query and fragment are dropped: they are not needed to go back, and nothing typed rides along.
  const path = value.split(/[?#]/)[0]!;
  return path || '/';
}

export interface PageContext {
  site: SiteConfig;
  /** Origin of the site's pages (the post's Origin when allowed, else SITE_URL). */
  siteOrigin: string;
  returnTo: string;
  formType: FormType;
}

const STYLE = raw(`
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:1.0625rem;line-height:1.55;color:${c.text};background:${c.surface}}
a{color:${c.navy}}
a:focus-visible,button:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid ${c.focus};outline-offset:2px}
.top{background:${c.navy};color:${c.white}}
.top .inner{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between;max-width:44rem;margin:0 auto;padding:.5rem 1rem}
.top a{color:${c.white};text-decoration:none;display:inline-flex;align-items:center;min-height:44px;font-weight:600}
.top a.phone{white-space:nowrap}
main{max-width:44rem;margin:0 auto;padding:1.5rem 1rem 2.5rem}
h1{color:${c.navy};font-size:1.75rem;line-height:1.2;margin:0 0 1rem}
h2{color:${c.navy};font-size:1.2rem;margin:1.5rem 0 .5rem}
.card{background:${c.white};border-radius:12px;padding:1.25rem;box-shadow:0 1px 3px rgba(19,41,75,.12)}
.notice{border-left:4px solid ${c.navy};padding:.75rem 1rem;background:${c.white};margin:0 0 1.25rem}
.summary{border:3px solid ${c.danger};border-radius:8px;padding:1rem;margin:0 0 1.5rem;background:${c.white}}
.summary h2{color:${c.danger};margin-top:0}
.summary ul{margin:.5rem 0 0;padding-left:1.25rem}
.summary a{color:${c.danger};font-weight:600;display:inline-block;min-height:44px;padding:.5rem 0}
.field{margin:0 0 1rem}
label{display:block;font-weight:600;margin:0 0 .25rem}
.optional{font-weight:400;color:${c.muted}}
input,textarea{display:block;width:100%;min-height:44px;padding:.6rem .75rem;font:inherit;color:inherit;background:${c.white};border:2px solid ${c.inputBorder};border-radius:8px}
textarea{min-height:8rem;resize:vertical}
[aria-invalid="true"]{border-color:${c.danger}}
.error{color:${c.danger};font-weight:600;margin:.25rem 0 0}
button,.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:.6rem 1.25rem;font:inherit;font-weight:700;color:${c.white};background:${c.navy};border:0;border-radius:8px;text-decoration:none;cursor:pointer}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.privacy{font-size:.95rem;color:${c.muted}}
ol.steps{padding-left:1.25rem}
footer{max-width:44rem;margin:0 auto;padding:0 1rem 2rem;color:${c.muted};font-size:.95rem}
footer a{display:inline-block;min-height:44px;padding:.6rem 0}
`);

/** The answer pages' own policy: no script at all, only this page's inline style, posts to us. */
export const ANSWER_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

function layout(ctx: PageContext, title: string, main: Html): string {
  const { site } = ctx;
  const tel = telHref(site.phone);
  return renderHtml(html`<!doctype html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} – ${site.name}</title><style>${STYLE}</style></head><body>
<header class="top"><div class="inner"><a href="${ctx.siteOrigin}/">${site.name}</a><a class="phone" href="${tel}">Ring ${site.phone}</a></div></header>
<main id="innehall">${main}</main>
<footer><p>${site.name}, ${site.office.locality} – ${site.areaLabel.toLowerCase()}. Telefon ${site.phoneHours.toLowerCase()}:
<a href="${tel}">${site.phone}</a>. E-post: <a href="mailto:${site.email}">${site.email}</a></p></footer>
</body></html>`);
}

const phoneLink = (site: SiteConfig) => html`<a href="${telHref(site.phone)}">${site.phone}</a>`;
const hours = (site: SiteConfig) => site.phoneHours.toLowerCase();
const backLink = (ctx: PageContext) => html`<a href="${ctx.siteOrigin + ctx.returnTo}">Tillbaka till sidan</a>`;

/** 200: the lead is stored. Says what happens next for that form. */
export function thanksPage(ctx: PageContext): string {
  const { site } = ctx;
  const next =
    ctx.formType === 'callback-request'
      ? `Vi har tagit emot din förfrågan om att bli uppringd. ${site.promises.callback}`
      : `Vi har tagit emot ditt meddelande. ${site.promises.reply}`;
  const main = html`<div class="card"><h1>Tack för din förfrågan!</h1><p>${next}</p>
<h2>Så går det till</h2><ol class="steps"><li>Du beskriver ditt ärende – det har du gjort nu.</li>
<li>Kostnadsfri behovsanalys per telefon: de första ${ctx.site.promises.freeMinutes} minuterna är kostnadsfria.</li>
<li>Rådgivningsmöte till rabatterat pris, om du vill gå vidare.</li></ol>
<p>Vill du prata med oss direkt? Ring ${phoneLink(site)}, ${hours(site)}.</p>
<p><a class="button" href="${ctx.siteOrigin + ctx.returnTo}">Tillbaka till sidan</a></p></div>`;
  return layout(ctx, 'Tack för din förfrågan', main);
}

export interface FormPageOptions {
  heading: string;
  /** The summary's heading and text (for a failure: the Swedish message with the phone number). */
  summaryTitle: string;
  summary: string;
  fieldErrors: LeadFieldErrors;
  values: FormValues;
  submissionId: string;
}

function fieldHtml(field: FormField, value: string, error: string | undefined): Html {
  const id = `falt-${field.name}`;
  // html leaves out an attribute value of false/undefined, so these are whole attributes or nothing.
  const invalid = error ? html` aria-describedby="${id}-fel" aria-invalid="true"` : '';
  const required = field.required ? html` required` : '';
  const control =
    field.type === 'textarea'
      ? html`<textarea id="${id}" name="${field.name}" rows="${field.rows ?? 6}"${required}${invalid}>${value}</textarea>`
      : html`<input id="${id}" name="${field.name}" type="${field.type}" value="${value}"${field.autocomplete ? html` autocomplete="${field.autocomplete}"` : ''}${required}${invalid}>`;
  return html`<div class="field"><label for="${id}">${field.label}${field.required ? '' : html` <span class="optional">(valfritt)</span>`}</label>${control}${
    error ? html`<p class="error" id="${id}-fel">${error}</p>` : ''
  }</div>`;
}

/** 400 / 429 / 503: the form again, values kept, errors next to their fields and in a summary. */
export function formPage(ctx: PageContext, options: FormPageOptions): string {
  const form: { heading: string; submit: string; fields: readonly FormField[] } = LEAD_FORMS[ctx.formType];
  const { values, fieldErrors } = options;
  // Every field the form has, plus any other that holds a value or an error: nothing typed is dropped.
  const shown = ALL_FIELDS.map((field) => form.fields.find((own) => own.name === field.name) ?? field).filter(
    (field) => form.fields.some((own) => own.name === field.name) || values[field.name] || fieldErrors[field.name as keyof LeadFieldErrors],
  );
  const errorOf = (name: FormFieldName) => (name === 'subject' ? undefined : fieldErrors[name]);
  const errors = shown.filter((field) => errorOf(field.name));

  const main = html`<h1>${options.heading}</h1>
<div class="summary" role="alert" aria-labelledby="sammanfattning-rubrik"><h2 id="sammanfattning-rubrik">${options.summaryTitle}</h2>
<p>${options.summary}</p>${errors.length ? html`<ul>${errors.map((field) => html`<li><a href="#falt-${field.name}">${field.label}: ${errorOf(field.name)}</a></li>`)}</ul>` : ''}</div>
<div class="card"><h2>${form.heading}</h2>
<form method="post" action="send-contact-email" accept-charset="utf-8">
<input type="hidden" name="formType" value="${ctx.formType}">
<input type="hidden" name="returnTo" value="${ctx.returnTo}">
<input type="hidden" name="submissionId" value="${options.submissionId}">
<div class="hp" aria-hidden="true"><label for="falt-website">Lämna det här fältet tomt</label>
<input id="falt-website" name="website" type="text" tabindex="-1" autocomplete="off" value="${values.website}"></div>
${shown.map((field) => fieldHtml(field, values[field.name], errorOf(field.name)))}
<p class="privacy">Genom att skicka formuläret godkänner du vår <a href="${ctx.siteOrigin}/integritetspolicy">integritetspolicy</a>.</p>
<button type="submit">${form.submit}</button></form></div>
<p>Du kan också ringa oss på ${phoneLink(ctx.site)}, ${hours(ctx.site)}. De första ${ctx.site.promises.freeMinutes} minuterna av behovsanalysen är kostnadsfria.</p>
<p>${backLink(ctx)}</p>`;
  return layout(ctx, options.heading, main);
}

/** A page without the form (the post could not be read at all): the reason, the phone, the way back. */
export function noticePage(ctx: PageContext, heading: string, text: string): string {
  const main = html`<h1>${heading}</h1><p class="notice">${text}</p>
<p>Ring oss gärna på ${phoneLink(ctx.site)}, ${hours(ctx.site)}.</p><p>${backLink(ctx)}</p>`;
  return layout(ctx, heading, main);
}
