// Server rendering of one route for the prerenderer (shell/prerender/prerender.ts).
import { prerender } from 'react-dom/static';
import { StaticRouter } from '@site/shared';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { App } from './app';

declare global {
  /** Set when a page had a render error: the release tool then refuses the composition. */
  var __sitePrerenderFailed: boolean | undefined;
}

export interface RenderedPage {
  /** The app's HTML, with React's hoisted <title>/<meta>/<link> still at its start. */
  html: string;
  /** The styled-components <style> tags for this page. */
  styleTags: string;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerender(
      <StyleSheetManager sheet={sheet.instance}>
        <StaticRouter location={path}>
          <App />
        </StaticRouter>
      </StyleSheetManager>,
      {
        onError: (error) => {
          globalThis.__sitePrerenderFailed = true;
          console.error(`Fel vid rendering av ${path}:`, error);
        },
        // React outlines large Suspense boundaries (fallback first, content swapped in later by a
        // script). On a static page that shows the loading fallback, shifts the layout and can
        // lose the content to hydration, so every boundary is written inline.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    const html = await new Response(prelude).text();
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
