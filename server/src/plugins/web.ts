import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets cached for a year, index.html revalidated, and every
 * non-API GET that is not a file answered with index.html (client-side routing). The build writes
 * brotli and gzip copies beside the text files (web/vite.config.ts); the copy the browser accepts
 * is sent as is, never compressed per request, and caches are told the answer varies by it. A
 * missing file (a path with an extension, e.g. an icon the app does not have) is a 404.
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const assets = `${path.sep}assets${path.sep}`;
        res.setHeader('Cache-Control', filePath.includes(assets) ? IMMUTABLE : 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
    app.get('/assets/*', { config: { auth: 'public' } }, (req, reply) =>
      reply.sendFile(path.join('assets', (req.params as { '*': string })['*'])),
    );
  } else {
    app.log.warn({ webDist }, 'no se encontró la aplicación web compilada; solo se sirve la API');
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      const file = request.url.split('?')[0] ?? '/';
      // A file's name (it has an extension) is that file or nothing: the app's HTML answered for a
      // missing icon or script is read as a broken file by the browser.
      if (path.extname(file)) {
        if (existsSync(path.join(webDist, file))) return reply.sendFile(file.slice(1));
        return reply.status(404).send({ message: 'El recurso solicitado no existe' });
      }
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: 'El recurso solicitado no existe' });
  });
}
