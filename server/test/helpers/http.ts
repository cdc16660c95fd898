import type { InjectOptions } from 'fastify';
import type { TestContext } from './context';

type Method = 'GET' | 'POST' | 'DELETE';

/** `call('POST', url, headers, body)`: app.inject without the option-object noise. */
export function callerOf(ctx: () => TestContext) {
  return (method: Method, url: string, headers?: Record<string, string>, payload?: unknown) =>
    ctx().app.inject({
      method,
      url,
      ...(headers ? { headers } : {}),
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
}
