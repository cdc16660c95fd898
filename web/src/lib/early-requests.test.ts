import { API_ROOT } from '@posada/contracts';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/factories';
import { fakeApi } from '../test/render-app';
import { api } from './api';
import {
  EARLY_API_ROOT,
  startEarlyRequest,
  takeArrivedEarlyRequest,
  takeEarlyRequest,
} from './early-requests';
import { setSession } from './session';

describe('early requests', () => {
  it('use the API root of the contracts', () => {
    expect(EARLY_API_ROOT).toBe(API_ROOT);
  });

  it('are handed out once, and only for the token they were started with', async () => {
    const { calls } = fakeApi({ 'GET /api/habitacionesDashboard': { status: 200, body: { data: [] } } });
    startEarlyRequest('/habitacionesDashboard', 'tok-1');
    expect(takeEarlyRequest('/api/habitacionesDashboard', 'tok-2')).toBeUndefined();
    expect(takeEarlyRequest('/api/habitacionesDashboard', 'tok-1')).toBeUndefined();

    startEarlyRequest('/habitacionesDashboard', 'tok-1');
    const early = takeEarlyRequest('/api/habitacionesDashboard', 'tok-1');
    expect(early).toBeDefined();
    expect((await early)?.status).toBe(200);
    expect(takeEarlyRequest('/api/habitacionesDashboard', 'tok-1')).toBeUndefined();
    expect(calls).toHaveLength(2);
    expect(calls[0]?.authorization).toBe('Bearer tok-1');
  });

  it('answer the app’s first GET of that path instead of a second call', async () => {
    const { calls } = fakeApi({
      'GET /api/habitacionesDashboard': { status: 200, body: { data: [], hoy: 'x' } },
    });
    setSession('tok-9', makeUser([]));
    startEarlyRequest('/habitacionesDashboard', 'tok-9');
    expect(await api.get('/habitacionesDashboard')).toEqual({ data: [], hoy: 'x' });
    expect(calls).toHaveLength(1);
    expect(await api.get('/habitacionesDashboard')).toEqual({ data: [], hoy: 'x' });
    expect(calls).toHaveLength(2);
  });

  it('are handed out only to a caller asking as the same hotel', async () => {
    const { calls } = fakeApi({ 'GET /api/habitacionesDashboard': { status: 200, body: { data: [] } } });
    startEarlyRequest('/habitacionesDashboard', 'tok-4', 8);
    expect(calls[0]?.hotel).toBe('8');
    expect(takeEarlyRequest('/api/habitacionesDashboard', 'tok-4', null)).toBeUndefined();
    startEarlyRequest('/habitacionesDashboard', 'tok-4', 8);
    expect(takeEarlyRequest('/api/habitacionesDashboard', 'tok-4', 8)).toBeDefined();
  });

  it('hand out an answer for the first render only once it has arrived', async () => {
    fakeApi({ 'GET /api/habitacionesDashboard': { status: 200, body: { data: [], hoy: 'y' } } });
    startEarlyRequest('/habitacionesDashboard', 'tok-3');
    expect(takeArrivedEarlyRequest('/api/habitacionesDashboard', 'tok-3')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeArrivedEarlyRequest('/api/habitacionesDashboard', 'tok-3')).toEqual({
      status: 200,
      body: { data: [], hoy: 'y' },
    });
    expect(takeEarlyRequest('/api/habitacionesDashboard', 'tok-3')).toBeUndefined();
  });

  it('answer a list read by POST only to the same call: same path, same body', async () => {
    const { calls } = fakeApi({ 'POST /api/puntoVentaListar': { status: 200, body: { data: [1] } } });
    setSession('tok-5', makeUser([]));
    startEarlyRequest('/puntoVentaListar', 'tok-5', null, { estado: true, per_page: 200 });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ estado: true, per_page: 200 });
    // Another body is another call: asked anew, the early answer left for its own caller.
    expect(await api.post('/puntoVentaListar', { estado: false, per_page: 200 })).toEqual({ data: [1] });
    expect(calls).toHaveLength(2);
    expect(await api.post('/puntoVentaListar', { estado: true, per_page: 200 })).toEqual({ data: [1] });
    expect(calls).toHaveLength(2);
    // Handed out once: the next same call goes to the server.
    await api.post('/puntoVentaListar', { estado: true, per_page: 200 });
    expect(calls).toHaveLength(3);
  });
});
