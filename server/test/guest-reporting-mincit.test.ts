/**
 * The TRA client and the per-stay sending order against the fake MinCIT (a real HTTP server on a
 * free loopback port): created with a code, a companion sent with its parent's code, a refused
 * field, a refused token, a timeout, a server error, no connection, and a retry that resumes.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMincitClient } from '../src/modules/guest-reporting/tra/client';
import type { TTraGuest, TTraStay } from '../src/modules/guest-reporting/tra/model';
import { prepareTra } from '../src/modules/guest-reporting/tra/prepare';
import { sendTraStay, type TTraReady } from '../src/modules/guest-reporting/tra/send';
import { startFakeMincit, type TFakeMincit } from './helpers/fake-mincit';

let fake: TFakeMincit;
beforeAll(async () => {
  fake = await startFakeMincit();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.behave({ kind: 'validate' });
  fake.received.length = 0;
});

const client = (token = fake.token, timeoutMs = 2_000) =>
  createMincitClient({ token, baseUrl: fake.url, timeoutMs });

const person = (ref: number, over: Partial<TTraGuest> = {}): TTraGuest => ({
  ref,
  tipo_documento: 'PA',
  numero_documento: `X${ref}00001`,
  nombres: 'Anne',
  apellidos: 'Martin',
  ciudad_residencia: 'Lyon, Francia',
  ciudad_procedencia: 'Bogotá',
  ...over,
});

function readyStay(companions = 2): TTraReady {
  const stay: TTraStay = {
    establecimiento: { nombre: 'Hotel Posada Demo', rnt: '98765', tipo_acomodacion: 'Hotel' },
    numero_habitacion: '204',
    llegada: '2026-11-21',
    salida: '2026-11-24',
    motivo_viaje: 'vacaciones',
    costo: '1350000.00',
    principal: person(1, { tipo_documento: 'CC', numero_documento: '79111222', nombres: 'Carlos' }),
    acompanantes: Array.from({ length: companions }, (_, i) => person(2 + i)),
  };
  const prepared = prepareTra(stay);
  if (!prepared.ok) throw new Error(JSON.stringify(prepared.issues));
  return prepared;
}

describe('against the fake MinCIT', () => {
  it('registers the main guest and gets the card’s code', async () => {
    const { main } = readyStay(0);
    const result = await client().sendMain(main);
    expect(result).toMatchObject({ ok: true, status: 201 });
    expect(fake.received).toEqual([
      { path: '/one/', authorization: `token ${fake.token}`, body: main, status: 201 },
    ]);
  });

  it('sends each companion to /two/ with padre = the main guest’s code', async () => {
    const outcome = await sendTraStay(client(), readyStay(2));
    expect(outcome.main).toMatchObject({ ok: true });
    const code = outcome.mainCode;
    expect(code).toMatch(/^\d+$/);
    expect(outcome.companions).toEqual([
      { ref: 2, sent: { ok: true, code: String(Number(code) + 1), status: 201 } },
      { ref: 3, sent: { ok: true, code: String(Number(code) + 2), status: 201 } },
    ]);
    expect(fake.received.map((r) => [r.path, r.status, (r.body as { padre?: string }).padre])).toEqual([
      ['/one/', 201, undefined],
      ['/two/', 201, code],
      ['/two/', 201, code],
    ]);
    expect(fake.received[1]?.body).toMatchObject({
      tipo_identificacion: 'Pasaporte',
      numero_identificacion: 'X200001',
      numero_habitacion: '204',
      check_in: '2026-11-21',
      check_out: '2026-11-24',
    });
  });

  it('answers a refused field as a 400 that keeps MinCIT’s answer, and is not retried', async () => {
    const { main } = readyStay(0);
    const result = await client().sendMain({ ...main, costo: '1.350.000' });
    expect(result).toEqual({
      ok: false,
      failure: {
        kind: 'rejected',
        retryable: false,
        status: 400,
        message: 'MinCIT rechazó los datos de la tarjeta (su respuesta no indica el campo)',
        body: '{"error":"No se pudo registrar"}',
      },
    });
    expect(fake.received[0]?.refusal).toBe('costo mal formado: 1.350.000');
  });

  it('refuses a companion whose padre is not a card MinCIT gave', async () => {
    const [companion] = readyStay(1).companions;
    if (!companion) throw new Error('sin acompañante');
    const result = await client().sendCompanion({ ...companion.body, padre: '424242' });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'rejected', status: 400 } });
    expect(fake.received[0]?.refusal).toBe('padre 424242 no es una tarjeta registrada');
  });

  it('answers a token MinCIT does not know as token-refused, never retried, without the token', async () => {
    const wrong = 'tok-00000000-0000-0000-0000-000000000000';
    const outcome = await sendTraStay(client(wrong), readyStay(1));
    expect(outcome.main).toMatchObject({
      ok: false,
      failure: { kind: 'token-refused', retryable: false, status: 401 },
    });
    expect(outcome.companions).toEqual([{ ref: 2, skipped: 'sin-codigo-principal' }]);
    expect(JSON.stringify(outcome)).not.toContain(wrong);
    expect(fake.received.map((r) => [r.path, r.refusal])).toEqual([['/one/', 'token']]);
  });

  it('gives up on a MinCIT that does not answer in time, as a retryable failure', async () => {
    fake.behave({ kind: 'timeout', ms: 1_500 });
    const result = await client(fake.token, 300).sendMain(readyStay(0).main);
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'timeout', retryable: true, message: 'MinCIT no respondió en 0,3 s' },
    });
  });

  it('treats a 503 as retryable and leaves the companions for the retry', async () => {
    fake.behave({ kind: 'status', status: 503, body: '<h1>Service Unavailable</h1>' });
    const outcome = await sendTraStay(client(), readyStay(1));
    expect(outcome.main).toMatchObject({
      ok: false,
      failure: { kind: 'server', retryable: true, status: 503 },
    });
    expect(outcome.companions).toEqual([{ ref: 2, skipped: 'sin-codigo-principal' }]);
  });

  it('answers no connection at all as a retryable network failure', async () => {
    const closed = await startFakeMincit();
    const url = closed.url;
    await closed.close();
    const result = await createMincitClient({ token: fake.token, baseUrl: url }).sendMain(readyStay(0).main);
    expect(result).toMatchObject({ ok: false, failure: { kind: 'network', retryable: true } });
  });

  it('resumes a stay: the main guest’s code is reused and registered companions are not sent again', async () => {
    const ready = readyStay(3);
    const first = await client().sendMain(ready.main);
    if (!first.ok) throw new Error('debía registrar');
    const [already, second] = ready.companions;
    if (!already) throw new Error('sin acompañantes');
    const earlier = await client().sendCompanion({ ...already.body, padre: first.code });
    expect(earlier.ok).toBe(true);
    fake.received.length = 0;

    const outcome = await sendTraStay(client(), ready, {
      mainCode: first.code,
      sentCompanions: new Set([2]),
    });
    expect(outcome.main).toBeNull();
    expect(outcome.mainCode).toBe(first.code);
    expect(outcome.companions.map((c) => ('skipped' in c ? [c.ref, c.skipped] : [c.ref, c.sent.ok]))).toEqual(
      [
        [2, 'ya-enviado'],
        [3, true],
        [4, true],
      ],
    );
    expect(
      fake.received.map((r) => [r.path, (r.body as { numero_identificacion: string }).numero_identificacion]),
    ).toEqual([
      ['/two/', second?.body.numero_identificacion],
      ['/two/', 'X400001'],
    ]);
  });
});
