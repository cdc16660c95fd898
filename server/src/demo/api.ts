import type { FastifyInstance } from 'fastify';

/** A demo user's session on the simulation's app: calls its API as the front desk would. */
export interface DemoCaller {
  /** The answer's JSON; throws with the API's message on any status but 200. */
  post<T = Record<string, unknown>>(
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<T>;
  get<T = Record<string, unknown>>(url: string): Promise<T>;
  /** The same, answering null instead of throwing on a refusal the demo may meet (4xx). */
  tryPost<T = Record<string, unknown>>(
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<T | null>;
}

export class DemoCallError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
    message: string,
  ) {
    super(`Datos de demostración: ${url} respondió ${status}: ${message}`);
  }
}

export async function loginAs(app: FastifyInstance, email: string, password: string): Promise<DemoCaller> {
  const login = async () => {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new DemoCallError('/api/login', res.statusCode, res.body);
    return `Bearer ${(res.json() as { token: string }).token}`;
  };
  let authorization = await login();

  async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown, headers = {}) {
    const send = () =>
      app.inject({
        method,
        url: `/api${url}`,
        headers: { authorization, ...headers },
        ...(body === undefined ? {} : { payload: body as object }),
      });
    let res = await send();
    // The running server's session cleanup does not know the simulated clock: log in again.
    if (res.statusCode === 401) {
      authorization = await login();
      res = await send();
    }
    if (res.statusCode === 200) return { ok: true as const, data: res.json() as T };
    return { ok: false as const, status: res.statusCode, message: res.body };
  }
  return {
    async post(url, body, headers) {
      const res = await call<never>('POST', url, body ?? {}, headers);
      if (!res.ok) throw new DemoCallError(url, res.status, res.message);
      return res.data;
    },
    async get(url) {
      const res = await call<never>('GET', url);
      if (!res.ok) throw new DemoCallError(url, res.status, res.message);
      return res.data;
    },
    async tryPost(url, body, headers) {
      const res = await call<never>('POST', url, body ?? {}, headers);
      if (res.ok) return res.data;
      if (res.status >= 500) throw new DemoCallError(url, res.status, res.message);
      return null;
    },
  };
}
