// Standalone preview of one built app (run from its folder): `vite preview` on the app's port.
import { preview } from 'vite';

const server = await preview({ root: process.cwd() });
server.printUrls();
