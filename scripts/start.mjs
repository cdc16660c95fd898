// `npm start`: builds the web app when it is missing or older than its sources, then runs the
// server (API and web app on one port) from its TypeScript source through tsx.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = path.join(root, 'web', 'dist', 'index.html');
const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'contracts/src'].map((p) =>
  path.join(root, p),
);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), 0);
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
// WEB_DIST names another build (the Lighthouse bench's comparison of builds): served as it is.
if (!process.env.WEB_DIST && builtAt < Math.max(...sources.map(newestMtime))) {
  console.log(builtAt ? 'La aplicación web cambió: compilando…' : 'Compilando la aplicación web…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'server', 'src', 'main.ts'));
