// Builds dist/embed.js after the federation build (run from widgets/).
import { build } from 'vite';

await build({ root: process.cwd(), configFile: 'vite.embed.config.ts', logLevel: 'warn' });
console.log('widgets: embed.js byggd');
