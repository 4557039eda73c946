import { createAppConfig } from '../scripts/vite/app-config.ts';

export default createAppConfig({
  name: 'pages-private',
  exposes: { './area': './src/area.tsx' },
  ssrInput: { area: 'src/area.tsx' },
  port: 5101,
});
