import { createAppConfig } from '../scripts/vite/app-config.ts';

export default createAppConfig({
  name: 'widgets',
  exposes: { './widgets': './src/site-widgets.tsx' },
  port: 5104,
});
