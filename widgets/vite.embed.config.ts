// The embed script: a self-contained IIFE (its own React, no federation) written next to the
// remote's build as dist/embed.js, so it is published with the remote.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { REPO_ROOT } from '../scripts/vite/app-config.ts';
import { siteEnv } from '../scripts/vite/build-settings.ts';
import { styledComponentIds } from '../scripts/vite/styled-component-ids.ts';

export default defineConfig({
  define: {
    __SITE_ENV__: JSON.stringify(siteEnv()),
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  plugins: [react(), styledComponentIds(REPO_ROOT)],
  resolve: {
    alias: {
      'react-router-dom': fileURLToPath(new URL('./src/embed/no-router.tsx', import.meta.url)),
    },
  },
  publicDir: false,
  build: {
    outDir: 'dist',
    // The federation build is already in dist/: keep it.
    emptyOutDir: false,
    target: 'es2020',
    minify: 'terser',
    sourcemap: false,
    lib: {
      entry: 'src/embed/embed.tsx',
      name: 'JuristbyranWidgets',
      formats: ['iife'],
      fileName: () => 'embed.js',
    },
  },
});
