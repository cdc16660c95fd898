import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { pureDeclarations } from './build/pure-declarations';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/**
 * Test files that replace a module with `vi.mock`, or load fresh copies of modules with
 * `vi.resetModules`: they run each in a fresh module graph, since a mocked or reloaded module
 * would leak into (or be missed by) other files sharing one. Found by reading the files, so a new
 * test that mocks is isolated without anyone listing it.
 */
const testFiles = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.split(path.sep).join('/')}`);
const mockingFiles = testFiles.filter((file) =>
  /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(path.join(root, file), 'utf8')),
);

export default defineConfig({
  root,
  plugins: [
    react(),
    // The contracts' modules and the icons only declare things: their chunks can merge, and a lazy
    // screen asks for fewer files (docs/performance.md, "Tenth pass").
    pureDeclarations(
      /[\\/]contracts[\\/]src[\\/][^?]*\.ts$|[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
    ),
    // Brotli and gzip copies of the text files beside each one (`x.js.br`, `x.js.gz`), made once
    // at build time at the best level; the server picks one by Accept-Encoding (plugins/web.ts).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|json|txt|webmanifest)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  // The .xlsx writer's worker loads its library lazily (a chunk): module workers, as the app is.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    rollupOptions: {
      output: {
        // A lazily loaded screen fetched up to 63 scripts, 25 of them under 1 KiB (icons, helpers,
        // a few Mantine components): on a phone's connection each costs a round trip, six at a time
        // (HTTP/1.1 on the hotel's LAN). Rollup merges the chunks under 20 kB that only declare
        // things into a chunk loaded with them (docs/performance.md, "Fifth pass").
        experimentalMinChunkSize: 20_000,
        // A merged chunk takes the name of one of the chunks it took in: the first bundle (the
        // one index.js imports besides React) is now named after `permissions`.
        // React changes less often than the app: its own file stays cached across releases.
        // Everything else is split by Rollup along the lazy screens, so the rack (the home
        // screen) loads only the Mantine components and contracts it uses.
        manualChunks(id) {
          if (/node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // A test's time limit is there to stop a hang, not to measure speed: with other jobs on a
    // 2-core machine a test gets a fraction of a core, and one that needs 2 s of CPU (the first
    // render of the whole app in a file) took over 10 s of wall time in the parallel runs.
    testTimeout: 60_000,
    // Two workers at least (Vitest's default on a 2-core machine is one): rendering in jsdom is all
    // in the worker, so one worker left the second core idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        // Most files share their worker's modules and DOM (setup.ts resets what tests change):
        // loading the app's modules and jsdom once per worker, not once per file, took the
        // suite from about 100 s of CPU to a third of it.
        test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: mockingFiles, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: mockingFiles } },
      // The build's own plugins, in Node: they bundle small modules with Vite.
      { test: { name: 'build', root, include: ['build/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
