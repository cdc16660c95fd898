// `npm run move-to-postgres -- postgres://… [--data-dir CARPETA]`: with the server stopped, copies
// the embedded database into an empty PostgreSQL database (server/src/db/move-to-postgres.ts).
// Runs the server's TypeScript source through tsx, like `npm start`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'server', 'src', 'move-to-postgres.ts'));
