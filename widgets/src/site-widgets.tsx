// The widgets on every page of the site: cookie consent, AI chat and callback. The
// prerenderer renders them with the page, so the launchers are in the first paint; a click on one
// before this remote has hydrated is held by the first-paint script and replayed. The consent
// banner and the panels appear only in the browser (they depend on what the visitor stored).
import { CallbackWidget } from './callback/callback-widget';
import { ChatWidget } from './chat/chat-widget';
import { CookieConsent } from './consent/cookie-consent';
import { DockSpace } from './ui/floating';

export default function SiteWidgets() {
  return (
    <div data-widgets-root="" data-docked="">
      <DockSpace />
      <CallbackWidget />
      <ChatWidget />
      <CookieConsent />
    </div>
  );
}
