// The embed script: one <script src=".../embed.js" data-functions-url data-anon-key data-phone defer>
// mounts the AI chat and the callback widget on any page. It bundles its own React and
// styled-components and renders inside a shadow root, so it neither needs nor disturbs the
// host page's scripts and styles. Its styles are constructed stylesheets adopted by the shadow
// root, never <style> elements: a host whose Content-Security-Policy allows no inline style
// (`style-src 'self'`, with or without a nonce) needs nothing extra for them.
import { createRoot } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import { Toaster, site, theme, toE164 } from '@site/shared';
import { CallbackWidget } from '../callback/callback-widget';
import { ChatWidget } from '../chat/chat-widget';
import { WidgetsConfigProvider } from '../ui/widgets-config';
import { readEmbedConfig, type EmbedConfig } from './embed-config';

export const EMBED_HOST_ID = 'juristbyran-widgets';

// Styles the host page cannot reach and that do not leak out: a reset for the shadow tree.
const BASE_CSS = `
  :host { all: initial; }
  .root {
    font-family: ${theme.font.body};
    font-size: 16px;
    line-height: 1.5;
    color: ${theme.color.text};
    -webkit-font-smoothing: antialiased;
  }
  .root *, .root *::before, .root *::after { box-sizing: border-box; }
  .root h2, .root h3 { line-height: 1.25; }
  .root p { margin: 0; }
  .root :focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  .root a[href^='tel:'] { white-space: nowrap; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;

/**
 * styled-components writes its rules as text into <style> elements under `target`; that target is
 * never put in the document (so the host's CSP never sees, or blocks, an inline style), and its
 * text is mirrored into one constructed stylesheet of the shadow root, before the next paint
 * (mutation observers run as microtasks).
 */
function adoptedStyles(shadow: ShadowRoot): HTMLElement {
  const base = new CSSStyleSheet();
  base.replaceSync(BASE_CSS);
  const generated = new CSSStyleSheet();
  shadow.adoptedStyleSheets = [base, generated];
  const target = document.createElement('div');
  const sync = () => generated.replaceSync(Array.from(target.querySelectorAll('style'), (style) => style.textContent).join('\n'));
  new MutationObserver(sync).observe(target, { childList: true, subtree: true, characterData: true });
  return target;
}

export function mountEmbed(config: EmbedConfig): ShadowRoot | null {
  if (document.getElementById(EMBED_HOST_ID)) return null; // the script was included twice
  window.__SITE_BACKEND__ = { url: config.backendUrl, anonKey: config.anonKey };
  if (config.phone) {
    // This bundle has its own copy of the site values; the host's number replaces the default
    // everywhere it is shown (notice, failure texts, tel: links).
    Object.assign(site, { phone: config.phone, phoneE164: toE164(config.phone) });
  }
  const host = document.createElement('div');
  host.id = EMBED_HOST_ID;
  document.body.appendChild(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const styleTarget = adoptedStyles(shadow);
  const container = document.createElement('div');
  container.className = 'root';
  container.lang = 'sv';
  shadow.appendChild(container);
  createRoot(container).render(
    <StyleSheetManager target={styleTarget} disableCSSOMInjection>
      <WidgetsConfigProvider value={{ siteOrigin: config.siteOrigin }}>
        <CallbackWidget />
        <ChatWidget />
        <Toaster />
      </WidgetsConfigProvider>
    </StyleSheetManager>,
  );
  return shadow;
}

const script = document.currentScript as HTMLScriptElement | null;
const config = readEmbedConfig(script ?? document.querySelector<HTMLScriptElement>('script[src*="embed.js"]'));
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => mountEmbed(config), { once: true });
} else {
  mountEmbed(config);
}
