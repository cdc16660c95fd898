import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/** The API's answers; the files (the web app's, the API document's viewer) are not answers. */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs/static/');

/**
 * Every answer of the API of COMPRESS_THRESHOLD bytes or more goes out compressed, per request,
 * when the client accepts it: gzip first (what Chromium offers over the LAN's plain HTTP), brotli
 * (quality 4) for a client that takes it and not gzip. Left alone: answers their route already
 * compressed (the rack and the calendar keep theirs compressed once per version), the live stream
 * (it takes over the socket), types that do not compress (PDFs, images), and files: the web app's
 * are compressed once at build time (plugins/web.ts), sent from disk as they are. Registered before
 * every route: it hooks the routes added after it; a route that must never be compressed says
 * `compress: false`.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own hook, which then leaves these routes out.
  app.addHook('onRoute', (route) => {
    if (!isApiAnswer(route.url)) route.compress = false;
  });
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['gzip', 'br'],
    // Request bodies stay plain: a compressed body would only be a way around the body limit.
    globalDecompression: false,
  });
}
