import type { FastifyRequest } from 'fastify';

/** A query parameter anywhere in a text: `?key=value` or `&key=value`. */
const QUERY_PARAM = /([?&])([^=&#\s"'\\]*)=([^&#\s"'\\]*)/g;

function decodedKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' ')).trim().toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * A session token in a query string (`GET /capacitaciones?token=…`) never reaches the log, also
 * when its name is percent-encoded (`%74oken`, which the query parser decodes to `token`).
 */
export const maskToken = (text: string) =>
  text.replace(QUERY_PARAM, (whole, sep: string, key: string) =>
    decodedKey(key) === 'token' ? `${sep}${key}=***` : whole,
  );

/** Fastify's request fields in the log, with the URL's token masked. */
export const logSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: maskToken(req.url),
    host: req.host,
    remoteAddress: req.ip,
  }),
};

/**
 * The logger options that keep tokens out of the log. The serializer keeps request lines tidy;
 * `streamWrite` sees every finished line, whatever wrote it (Fastify's own 404 and error
 * messages, error objects and their stacks, `req.url` inside error serializers), so no path is
 * left to chance.
 */
export const safeLogOptions = {
  serializers: logSerializers,
  hooks: { streamWrite: maskToken },
};
