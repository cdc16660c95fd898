/**
 * The Lighthouse bench's floor pages (bench/lighthouse.mjs builds them with this file): what the
 * stack costs a first visit before any of the app's code, measured in the same run as the screens.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  plugins: [react(), compression({ algorithms: ['brotliCompress'], threshold: 1024 })],
  build: {
    emptyOutDir: true,
    rollupOptions: {
      input: Object.fromEntries(
        ['react', 'mantine', 'zod'].map((page) => [page, path.join(here, `${page}.html`)]),
      ),
    },
  },
});
