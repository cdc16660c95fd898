import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createMincitClient, type TMincitExchange, type TMincitTransport } from './client';
import type { TTraMainPayload } from './model';

const TOKEN = 'a1B2-c3D4-e5F6-g7H8-i9J0-k1L2';

const main: TTraMainPayload = {
  tipo_identificacion: 'C.C',
  numero_identificacion: '52123456',
  nombres: 'Laura',
  apellidos: 'Gómez',
  cuidad_residencia: 'Bogotá',
  cuidad_procedencia: 'Medellín',
  numero_habitacion: '101',
  motivo: 'Vacaciones, recreo y ocio',
  numero_acompanantes: '0',
  check_in: '2026-11-21',
  check_out: '2026-11-23',
  tipo_acomodacion: 'Hotel',
  costo: '761601',
  nombre_establecimiento: 'Hotel Posada Demo',
  rnt_establecimiento: '98765',
};

interface TCall {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A transport answering one status and body, recording the calls. */
function answering(status: number, body: string) {
  const calls: TCall[] = [];
  const transport: TMincitTransport = async (url, init) => {
    calls.push({ url, headers: init.headers, body: JSON.parse(init.body) });
    return { status, text: async () => body };
  };
  return { calls, transport };
}

const clientWith = (transport: TMincitTransport, exchanges: TMincitExchange[] = []) =>
  createMincitClient({
    token: TOKEN,
    baseUrl: 'https://pms.mincit.gov.co/',
    transport,
    timeoutMs: 200,
    onExchange: (e) => exchanges.push(e),
  });

describe('the MinCIT client', () => {
  it('posts the main guest to /one/ with «Authorization: token …» and keeps the code as text', async () => {
    const { calls, transport } = answering(201, '{"code": 991}');
    const result = await clientWith(transport).sendMain(main);
    expect(result).toEqual({ ok: true, code: '991', status: 201 });
    expect(calls).toEqual([
      {
        url: 'https://pms.mincit.gov.co/one/',
        headers: {
          Authorization: `token ${TOKEN}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: main,
      },
    ]);
  });

  it('posts a companion to /two/ with its padre', async () => {
    const { calls, transport } = answering(201, '{"code": "992"}');
    const { numero_habitacion, check_in, check_out } = main;
    const companion = { ...main, numero_habitacion, check_in, check_out, padre: '991' };
    expect(await clientWith(transport).sendCompanion(companion)).toMatchObject({ ok: true, code: '992' });
    expect(calls[0]?.url).toBe('https://pms.mincit.gov.co/two/');
    expect(calls[0]?.body).toMatchObject({ padre: '991' });
  });

  it.each([
    [400, '{"error":"No se pudo registrar"}', 'rejected', false],
    [401, '{"detail":"Token inválido."}', 'token-refused', false],
    [403, '{"detail":"No tiene permiso."}', 'token-refused', false],
    [404, 'Not Found', 'http', false],
    [408, '', 'server', true],
    [429, '', 'server', true],
    [500, '<h1>Server Error (500)</h1>', 'server', true],
    [503, 'Service Unavailable', 'server', true],
    [201, '{"ok": true}', 'invalid-response', false],
    [200, '<html>portal</html>', 'invalid-response', false],
  ])('answers HTTP %i as a %s failure (retryable: %s), keeping the body', async (status, body, kind, retryable) => {
    const { transport } = answering(status, body);
    const result = await clientWith(transport).sendMain(main);
    expect(result).toMatchObject({ ok: false, failure: { kind, retryable, status, body } });
  });

  it('gives up after its timeout, as a retryable failure', async () => {
    const transport: TMincitTransport = (_url, init) =>
      new Promise((_resolve, reject) => {
        init.signal.addEventListener('abort', () => reject(init.signal.reason));
      });
    const result = await clientWith(transport).sendMain(main);
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'timeout', retryable: true, message: 'MinCIT no respondió en 0,2 s' },
    });
  });

  it('answers a refused connection as a retryable network failure', async () => {
    const transport: TMincitTransport = async () => {
      throw new TypeError('fetch failed');
    };
    const result = await clientWith(transport).sendMain(main);
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'network', retryable: true, message: 'No fue posible conectarse con MinCIT' },
    });
  });

  it('refuses to exist without a token', () => {
    expect(() => createMincitClient({ token: '  ' })).toThrow('Falta el token de la TRA del hotel');
  });
});

describe('the token stays secret', () => {
  it('is in no result, failure, exchange record or printout, whatever the transport or MinCIT say', async () => {
    const seen: unknown[] = [];
    const exchanges: TMincitExchange[] = [];
    const transports: TMincitTransport[] = [
      answering(201, '{"code": 5}').transport,
      answering(400, `{"error":"token ${TOKEN} no coincide con el RNT"}`).transport,
      answering(401, `{"detail":"Invalid token: ${TOKEN}"}`).transport,
      answering(502, `bad gateway for Authorization: token ${TOKEN}`).transport,
      async (_url, init) => {
        throw new Error(`request failed with headers ${JSON.stringify(init.headers)}`);
      },
    ];
    for (const transport of transports) {
      const client = clientWith(transport, exchanges);
      seen.push(client, await client.sendMain(main));
    }
    const printed = [...seen, ...exchanges].map((v) => `${inspect(v, { depth: 10 })} ${JSON.stringify(v)}`);
    expect(printed.join('\n')).not.toContain(TOKEN);
    // The answers that carried it are kept, masked, for the submission log.
    expect(exchanges[1]?.answer).toBe('{"error":"token *** no coincide con el RNT"}');
    expect(exchanges.map((e) => [e.path, e.status])).toEqual([
      ['/one/', 201],
      ['/one/', 400],
      ['/one/', 401],
      ['/one/', 502],
      ['/one/', null],
    ]);
  });
});
