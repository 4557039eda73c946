import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@site/shared';
import { App } from './app';
import { captureServerHtml } from './remotes/remote-area';
import { installRemoteResolver, loadManifest } from './remotes/remote-manifest';

declare global {
  interface Window {
    /** Written by the prerenderer: the path this HTML was rendered for. */
    __SITE_PRERENDERED__?: string;
  }
}

async function start() {
  installRemoteResolver();
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  let manifestLoaded = true;
  try {
    await loadManifest();
  } catch (error) {
    // Without the manifest no area can load and the shell does not know the site's routes.
    manifestLoaded = false;
    console.error('Kunde inte läsa /remotes.json', error);
  }
  const path = window.location.pathname.replace(/(.)\/+$/, '$1');
  if (window.__SITE_PRERENDERED__ === path) {
    // The page is complete HTML with real links and forms: keep it as it is rather than render
    // it without its route table.
    if (!manifestLoaded) return;
    captureServerHtml();
    hydrateRoot(root, app, {
      // A mismatch makes React re-render part of the page in the browser; say so loudly.
      onRecoverableError: (error, info) => console.error('Hydreringsfel:', error, info.componentStack ?? ''),
    });
  } else {
    createRoot(root).render(app);
  }
}

void start();
