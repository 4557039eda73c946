// The widgets on every page of the site (spec §2): cookie consent, AI chat and callback.
// The shell mounts this in the browser only, after hydration.
import { CallbackWidget } from './callback/callback-widget';
import { ChatWidget } from './chat/chat-widget';
import { CookieConsent } from './consent/cookie-consent';

export default function SiteWidgets() {
  return (
    <div data-widgets-root="">
      <CallbackWidget />
      <ChatWidget />
      <CookieConsent />
    </div>
  );
}
