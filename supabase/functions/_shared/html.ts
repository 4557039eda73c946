// HTML for the answer pages and the e-mails, written with Hono's html template: every value put
// into a template is escaped, unless it is itself a template (or deliberately raw(), which only
// our own constant CSS is). Runs on Node and on Deno.
import { html, raw } from 'hono/html';

export { html, raw };

export type Html = ReturnType<typeof html>;

/** The finished markup. Our templates hold no promises, so it is ready at once. */
export function renderHtml(fragment: Html): string {
  if (fragment instanceof Promise) throw new Error('An HTML template held a promise');
  return fragment.toString();
}

/** Text with its line breaks kept as <br>, escaped. */
export function withLineBreaks(text: string): Html {
  const lines = text.split(/\r?\n/);
  return html`${lines.map((line, index) => (index ? html`<br>${line}` : line))}`;
}
