import { createAppConfig } from '../scripts/vite/app-config.ts';

export default createAppConfig({
  name: 'widgets',
  exposes: { './widgets': './src/site-widgets.tsx' },
  // The server bundle lets the prerenderer put the launchers into every page's first paint.
  ssrInput: { area: 'src/site-widgets.tsx' },
  port: 5104,
});
