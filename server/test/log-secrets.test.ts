import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeLogOptions } from '../src/lib/log-serializers';
import { createTestContext, type TestContext } from './helpers/context';

/**
 * A session token sent as `?token=` never reaches the log, whichever path writes the line: the
 * request line, Fastify's own messages, error objects and their stacks. The app logs with the
 * options main.ts uses, into memory.
 */
const lines: string[] = [];
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(
    (app) => {
      // A failure whose message and stack carry the URL, as a library's error might.
      app.get('/api/prueba/falla', { config: { auth: 'public' } }, async (req) => {
        throw new Error(`fallo al atender ${req.url}`);
      });
      // A handler that answers twice: Fastify warns with the raw URL in the message.
      app.get('/api/prueba/doble', { config: { auth: 'public' } }, async (_req, reply) => {
        reply.send({ ok: true });
        return { otra: true };
      });
    },
    { logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) }, ...safeLogOptions } },
  );
});
afterAll(() => ctx.close());

describe('tokens in query strings stay out of the log', () => {
  it('on every path: success, encoded name, not found, bad URL, errors, Fastify warnings', async () => {
    const { token } = await ctx.factories.actor();
    const other = (await ctx.factories.actor()).token;
    const get = (url: string) => ctx.app.inject({ method: 'GET', url });
    expect((await get(`/api/capacitaciones?token=${token}`)).statusCode).toBe(200);
    expect((await get(`/api/capacitaciones?%74oken=${other}`)).statusCode).toBe(200);
    expect((await get(`/api/no-existe?token=${token}`)).statusCode).toBe(404);
    expect((await get(`/api/capacitaciones/%E0%A4%A?token=${token}`)).statusCode).toBe(400);
    expect((await get(`/api/prueba/falla?token=${token}`)).statusCode).toBe(500);
    await get(`/api/prueba/doble?token=${token}`);

    const log = lines.join('');
    expect(log).toContain('fallo al atender');
    expect(log).toContain('Reply was already sent');
    expect(log).toContain('token=***');
    expect(log).not.toContain(token);
    expect(log).not.toContain(other);
  });
});
