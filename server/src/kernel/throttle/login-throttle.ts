import { and, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginIntentos } from '../../db/schema';
import { TooManyRequestsError } from '../../lib/errors';

/** Failures older than this start the count again. */
const WINDOW = "interval '15 minutes'";
const BASE_LOCK_SECONDS = 30;
const MAX_LOCK_SECONDS = 15 * 60;

export const throttleLimits = { account: 5, address: 20 } as const;
export const accountKey = (email: string) => `email:${email}`;
export const addressKey = (ip: string) => `ip:${ip}`;

/**
 * Slows repeated failed logins per account and per address, in the database so every instance
 * sees the same counters: past the limit, each further failure doubles the wait (30 s … 15 min).
 */
export function createLoginThrottle() {
  return {
    async assertAllowed(ex: Executor, keys: string[]): Promise<void> {
      const [row] = await ex
        .select({
          wait: sql<number>`ceil(extract(epoch from max(${loginIntentos.bloqueado_hasta}) - now()))::int`,
        })
        .from(loginIntentos)
        .where(inArray(loginIntentos.clave, keys));
      const wait = row?.wait ?? 0;
      if (wait > 0) {
        const minutes = Math.ceil(wait / 60);
        throw new TooManyRequestsError(
          `Demasiados intentos fallidos. Intente de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
          wait,
        );
      }
    },

    async recordFailure(ex: Executor, key: string, limit: number): Promise<void> {
      await ex.execute(sql`
        insert into ${loginIntentos} (clave, fallos, ultimo_fallo) values (${key}, 1, now())
        on conflict (clave) do update set
          fallos = case when ${loginIntentos.ultimo_fallo} < now() - ${sql.raw(WINDOW)} then 1
                        else ${loginIntentos.fallos} + 1 end,
          ultimo_fallo = now()`);
      await ex.execute(sql`
        update ${loginIntentos}
        set bloqueado_hasta = now() + make_interval(secs => least(
          ${BASE_LOCK_SECONDS} * power(2, ${loginIntentos.fallos} - ${limit}), ${MAX_LOCK_SECONDS}))
        where ${loginIntentos.clave} = ${key} and ${loginIntentos.fallos} >= ${limit}`);
    },

    /**
     * Deletes counters that no longer slow anyone: the window of their last failure has passed
     * (so the next failure would count from 1 again) and no lock-out is pending.
     */
    async prune(ex: Executor): Promise<number> {
      const rows = await ex
        .delete(loginIntentos)
        .where(
          and(
            lt(loginIntentos.ultimo_fallo, sql`now() - ${sql.raw(WINDOW)}`),
            or(isNull(loginIntentos.bloqueado_hasta), lt(loginIntentos.bloqueado_hasta, sql`now()`)),
          ),
        )
        .returning({ clave: loginIntentos.clave });
      return rows.length;
    },

    async clear(ex: Executor, key: string): Promise<void> {
      await ex.delete(loginIntentos).where(inArray(loginIntentos.clave, [key]));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
