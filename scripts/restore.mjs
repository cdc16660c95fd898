// `npm run restore -- FILE [--data-dir CARPETA]`: with the server stopped, restores a backup of the
// embedded database into DATA_DIR (the current folder is moved aside, never deleted). Runs the
// server's TypeScript source through tsx, like `npm start`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'server', 'src', 'restore.ts'));
