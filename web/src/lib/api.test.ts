import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/factories';
import { fakeApi } from '../test/render-app';
import { ApiError, api } from './api';
import { chooseHotel } from './current-hotel';
import { getSession, setSession } from './session';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

describe('api client', () => {
  it('sends JSON with the bearer token under /api', async () => {
    const { calls } = fakeApi({ 'POST /api/rolListar': { status: 200, body: { data: [] } } });
    setSession('tok-1', makeUser([]));
    const answer = await api.post('/rolListar', { nombre: 'Caja' }, { query: { page: 2, search: '' } });
    expect(answer).toEqual({ data: [] });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/rolListar?page=2',
      body: { nombre: 'Caja' },
      authorization: 'Bearer tok-1',
    });
  });

  it('names the hotel the user chose among theirs in X-Hotel-Id, and no other', async () => {
    const { calls } = fakeApi({ 'GET /api/health': { status: 200, body: {} } });
    const hotels = [
      { id: 3, nombre: 'Hotel Central', zona_horaria: 'America/Bogota' },
      { id: 8, nombre: 'Hotel Madrid', zona_horaria: 'Europe/Madrid' },
    ];
    setSession('tok-1', { ...makeUser([]), datalle_hoteles: hotels });
    await api.get('/health');
    chooseHotel(8);
    await api.get('/health');
    // A hotel the user no longer holds: the server's default (the first) instead of a 403.
    chooseHotel(99);
    await api.get('/health');
    expect(calls.map((c) => c.hotel)).toEqual([null, '8', null]);
  });

  it("sends a call's own headers beside the session's", async () => {
    const { calls } = fakeApi({ 'POST /api/reservaCrear': { status: 200, body: {} } });
    setSession('tok-1', makeUser([]));
    await api.post('/reservaCrear', {}, { headers: { 'Idempotency-Key': 'clave-123456' } });
    expect(calls[0]).toMatchObject({ authorization: 'Bearer tok-1', idempotencyKey: 'clave-123456' });
  });

  it('sends no authorization without a session', async () => {
    const { calls } = fakeApi({ 'GET /api/health': { status: 200, body: { status: 'ok' } } });
    await api.get('/health');
    expect(calls[0]?.authorization).toBeNull();
  });

  it('turns an error answer into one ApiError with the field errors', async () => {
    fakeApi({
      'POST /api/tarifa': {
        status: 400,
        body: { message: 'Datos inválidos', errors: { nombre: ['El nombre es obligatorio'] } },
      },
    });
    const error = await failure(api.post('/tarifa', {}));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Datos inválidos');
    expect(error.errors).toEqual({ nombre: ['El nombre es obligatorio'] });
  });

  it('reports a body that is not the error shape in Spanish', async () => {
    fakeApi({ 'GET /api/cajaListar': { status: 502, body: 'Bad gateway' } });
    const error = await failure(api.get('/cajaListar'));
    expect(error.status).toBe(502);
    expect(error.message).toBe('Error inesperado del servidor (502)');
  });

  it('reports a connection failure', async () => {
    fakeApi({ 'GET /api/medida': 'network-error' });
    const error = await failure(api.get('/medida'));
    expect(error).toMatchObject({ status: 0, message: 'No se pudo conectar con el servidor' });
  });

  it('ends the session on 401, except for the login call itself', async () => {
    fakeApi({
      'POST /api/login': { status: 401, body: { message: 'No' } },
      'GET /api/medida': { status: 401, body: { message: 'Sesión vencida' } },
    });
    setSession('tok', makeUser([]));
    await failure(api.post('/login', {}));
    expect(getSession()).not.toBeNull();
    await failure(api.get('/medida'));
    expect(getSession()).toBeNull();
  });
});
