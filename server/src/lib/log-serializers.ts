import type { FastifyRequest } from 'fastify';

/** A session token in a query string (`GET /capacitaciones?token=…`) never reaches the log. */
export const maskToken = (url: string) => url.replace(/([?&]token=)[^&#]*/gi, '$1***');

/** Fastify's request fields in the log, with the URL's token masked. */
export const logSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: maskToken(req.url),
    host: req.host,
    remoteAddress: req.ip,
  }),
};
