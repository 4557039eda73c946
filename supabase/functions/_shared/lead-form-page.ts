// The Swedish pages send-contact-email answers a native form post with (scripts off, or sent
// before the page's script loaded): thanks with what happens next; or the form again with every
// typed value kept, the errors next to the fields and the phone number. Self-contained (one
// <style>, no script), escaped throughout, never indexed, nothing personal in any URL.
import { escapeHtml } from './lead-mails.ts';
import { telHref, type SiteConfig } from './site-config.ts';
import { FORM_FIELDS, LEAD_FORMS, type FormField, type FormFieldName } from './lead-forms.ts';
import type { FormType, LeadFieldErrors } from './lead-schema.ts';

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

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:1.0625rem;line-height:1.55;color:#1a1f2b;background:#f6f7f9}
a{color:#13294b}
a:focus-visible,button:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid #f0b429;outline-offset:2px}
.top{background:#13294b;color:#fff}
.top .inner{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between;max-width:44rem;margin:0 auto;padding:.5rem 1rem}
.top a{color:#fff;text-decoration:none;display:inline-flex;align-items:center;min-height:44px;font-weight:600}
.top a.phone{white-space:nowrap}
main{max-width:44rem;margin:0 auto;padding:1.5rem 1rem 2.5rem}
h1{color:#13294b;font-size:1.75rem;line-height:1.2;margin:0 0 1rem}
h2{color:#13294b;font-size:1.2rem;margin:1.5rem 0 .5rem}
.card{background:#fff;border-radius:12px;padding:1.25rem;box-shadow:0 1px 3px rgba(19,41,75,.12)}
.notice{border-left:4px solid #13294b;padding:.75rem 1rem;background:#eef2f8;margin:0 0 1.25rem}
.summary{border:3px solid #b3261e;border-radius:8px;padding:1rem;margin:0 0 1.5rem;background:#fff}
.summary h2{color:#b3261e;margin-top:0}
.summary ul{margin:.5rem 0 0;padding-left:1.25rem}
.summary a{color:#b3261e;font-weight:600;display:inline-block;min-height:44px;padding:.5rem 0}
.field{margin:0 0 1rem}
label{display:block;font-weight:600;margin:0 0 .25rem}
.optional{font-weight:400;color:#4a5568}
input,textarea{display:block;width:100%;min-height:44px;padding:.6rem .75rem;font:inherit;color:inherit;background:#fff;border:2px solid #6b7280;border-radius:8px}
textarea{min-height:8rem;resize:vertical}
[aria-invalid="true"]{border-color:#b3261e}
.error{color:#b3261e;font-weight:600;margin:.25rem 0 0}
button,.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:.6rem 1.25rem;font:inherit;font-weight:700;color:#fff;background:#13294b;border:0;border-radius:8px;text-decoration:none;cursor:pointer}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.privacy{font-size:.95rem;color:#4a5568}
ol.steps{padding-left:1.25rem}
footer{max-width:44rem;margin:0 auto;padding:0 1rem 2rem;color:#4a5568;font-size:.95rem}
footer a{display:inline-block;min-height:44px;padding:.6rem 0}
`;

/** The answer pages' own policy: no script at all, only this page's inline style, posts to us. */
export const ANSWER_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

function layout(ctx: PageContext, title: string, main: string): string {
  const { site } = ctx;
  const home = `${ctx.siteOrigin}/`;
  const tel = telHref(site.phone);
  return (
    `<!doctype html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(`${title} – ${site.name}`)}</title><style>${STYLE}</style></head><body>` +
    `<header class="top"><div class="inner"><a href="${escapeHtml(home)}">${escapeHtml(site.name)}</a>` +
    `<a class="phone" href="${escapeHtml(tel)}">Ring ${escapeHtml(site.phone)}</a></div></header>` +
    `<main id="innehall">${main}</main>` +
    `<footer><p>${escapeHtml(site.name)}, ${escapeHtml(site.office.locality)} – ${escapeHtml(site.areaLabel.toLowerCase())}. Telefon ${escapeHtml(site.phoneHours.toLowerCase())}: ` +
    `<a href="${escapeHtml(tel)}">${escapeHtml(site.phone)}</a>. E-post: <a href="mailto:${escapeHtml(site.email)}">${escapeHtml(site.email)}</a></p></footer>` +
    `</body></html>`
  );
}

const phoneLink = (site: SiteConfig) => `<a href="${escapeHtml(telHref(site.phone))}">${escapeHtml(site.phone)}</a>`;
const backLink = (ctx: PageContext, text = 'Tillbaka till sidan') => `<a href="${escapeHtml(ctx.siteOrigin + ctx.returnTo)}">${escapeHtml(text)}</a>`;

/** 200: the lead is stored. Says what happens next for that form. */
export function thanksPage(ctx: PageContext): string {
  const callback = ctx.formType === 'callback-request';
  const next = callback
    ? `<p>Vi har tagit emot din förfrågan om att bli uppringd. ${escapeHtml(ctx.site.promises.callback)}</p>`
    : `<p>Vi har tagit emot ditt meddelande. ${escapeHtml(ctx.site.promises.reply)}</p>`;
  const main =
    `<div class="card"><h1>Tack för din förfrågan!</h1>${next}` +
    `<h2>Så går det till</h2><ol class="steps"><li>Du beskriver ditt ärende – det har du gjort nu.</li>` +
    `<li>Kostnadsfri behovsanalys per telefon: de första 10 minuterna är kostnadsfria.</li>` +
    `<li>Rådgivningsmöte till rabatterat pris, om du vill gå vidare.</li></ol>` +
    `<p>Vill du prata med oss direkt? Ring ${phoneLink(ctx.site)}, ${escapeHtml(ctx.site.phoneHours.toLowerCase())}.</p>` +
    `<p><a class="button" href="${escapeHtml(ctx.siteOrigin + ctx.returnTo)}">Tillbaka till sidan</a></p></div>`;
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

  const summaryList = errors.length
    ? `<ul>${errors.map((field) => `<li><a href="#falt-${field.name}">${escapeHtml(field.label)}: ${escapeHtml(errorOf(field.name)!)}</a></li>`).join('')}</ul>`
    : '';
  const summary =
    `<div class="summary" role="alert" aria-labelledby="sammanfattning-rubrik"><h2 id="sammanfattning-rubrik">${escapeHtml(options.summaryTitle)}</h2>` +
    `<p>${escapeHtml(options.summary)}</p>${summaryList}</div>`;

  const fieldHtml = shown
    .map((field) => {
      const id = `falt-${field.name}`;
      const error = errorOf(field.name);
      const describedBy = error ? ` aria-describedby="${id}-fel" aria-invalid="true"` : '';
      const required = field.required ? ' required' : '';
      const autocomplete = field.autocomplete ? ` autocomplete="${field.autocomplete}"` : '';
      const label = `<label for="${id}">${escapeHtml(field.label)}${field.required ? '' : ' <span class="optional">(valfritt)</span>'}</label>`;
      const control =
        field.type === 'textarea'
          ? `<textarea id="${id}" name="${field.name}" rows="${field.rows ?? 6}"${required}${describedBy}>${escapeHtml(values[field.name])}</textarea>`
          : `<input id="${id}" name="${field.name}" type="${field.type}" value="${escapeHtml(values[field.name])}"${autocomplete}${required}${describedBy}>`;
      return `<div class="field">${label}${control}${error ? `<p class="error" id="${id}-fel">${escapeHtml(error)}</p>` : ''}</div>`;
    })
    .join('');

  const main =
    `<h1>${escapeHtml(options.heading)}</h1>${summary}` +
    `<div class="card"><h2>${escapeHtml(form.heading)}</h2>` +
    `<form method="post" action="send-contact-email" accept-charset="utf-8">` +
    `<input type="hidden" name="formType" value="${escapeHtml(ctx.formType)}">` +
    `<input type="hidden" name="returnTo" value="${escapeHtml(ctx.returnTo)}">` +
    `<input type="hidden" name="submissionId" value="${escapeHtml(options.submissionId)}">` +
    `<div class="hp" aria-hidden="true"><label for="falt-website">Lämna det här fältet tomt</label>` +
    `<input id="falt-website" name="website" type="text" tabindex="-1" autocomplete="off" value="${escapeHtml(values.website)}"></div>` +
    fieldHtml +
    `<p class="privacy">Genom att skicka formuläret godkänner du vår <a href="${escapeHtml(`${ctx.siteOrigin}/integritetspolicy`)}">integritetspolicy</a>.</p>` +
    `<button type="submit">${escapeHtml(form.submit)}</button></form></div>` +
    `<p>Du kan också ringa oss på ${phoneLink(ctx.site)}, ${escapeHtml(ctx.site.phoneHours.toLowerCase())}. De första 10 minuterna av behovsanalysen är kostnadsfria.</p>` +
    `<p>${backLink(ctx)}</p>`;
  return layout(ctx, options.heading, main);
}

/** A page without the form (the post could not be read at all): the reason, the phone, the way back. */
export function noticePage(ctx: PageContext, heading: string, text: string): string {
  const main =
    `<h1>${escapeHtml(heading)}</h1><p class="notice">${escapeHtml(text)}</p>` +
    `<p>Ring oss gärna på ${phoneLink(ctx.site)}, ${escapeHtml(ctx.site.phoneHours.toLowerCase())}.</p><p>${backLink(ctx)}</p>`;
  return layout(ctx, heading, main);
}
