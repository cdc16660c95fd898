import {
  allPermissionCodes,
  defaultThemeConfig,
  type TLoginResponse,
  type TPermisosUsuarioResponse,
  type TSessionUser,
} from '@posada/contracts';
import type { Db } from '../../db/client';
import {
  accountKey,
  addressKey,
  type LoginThrottle,
  throttleLimits,
} from '../../kernel/throttle/login-throttle';
import type { AuditLog } from '../../lib/audit';
import type { ActiveSession, Actor } from '../../lib/caller';
import type { Clock } from '../../lib/clock';
import { NotFoundError, UnauthorizedError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newSessionToken } from '../../lib/tokens';
import type { SessionRepository } from './session.repository';

export const INVALID_CREDENTIALS = 'Correo o contraseña inválidos';
/** Unknown emails are checked against this hash so both paths take the same time. */
const dummyHash = hashPassword('posada-dummy-password');
const TOUCH_AFTER_MS = 60_000;
/** Dead sessions and stale login counters are pruned at most this often per instance. */
export const PRUNE_EVERY_MS = 3_600_000;

interface Deps {
  db: Db;
  repo: SessionRepository;
  throttle: LoginThrottle;
  audit: AuditLog;
  /** When the last pruning ran is kept per instance: a second instance only prunes again. */
  clock: Clock;
  idleMs: number;
  maxAgeMs: number;
}

/** Where a login comes from, for the session row and the audit. */
export interface LoginOrigin {
  ip: string;
  userAgent: string;
}

export function createSessionService({ db, repo, throttle, audit, clock, idleMs, maxAgeMs }: Deps) {
  const limits = { idleMs, maxAgeMs };
  let nextPruneAt = 0;

  async function sessionUser(userId: number): Promise<TSessionUser> {
    const user = await repo.findSessionUser(db, userId);
    if (!user) throw new NotFoundError('El usuario no existe');
    const hotels = await repo.hotelsByIds(db, user.hotelIds);
    const codes = user.isRoot ? allPermissionCodes : user.permissions;
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      theme_config: user.theme_config ?? defaultThemeConfig,
      rol: { id: user.rolId, name: user.rolName, is_root: user.isRoot },
      datalle_hoteles: hotels,
      permisos: codes.map((code) => ({ code })),
    };
  }

  /**
   * Prunes when the last pruning of this instance is an hour old: cheap indexed deletes, run at
   * start-up and from the login path, so no timer or shared state is needed.
   */
  async function pruneIfDue(): Promise<{ sesiones: number; intentos: number } | null> {
    const now = clock.now().getTime();
    if (now < nextPruneAt) return null;
    nextPruneAt = now + PRUNE_EVERY_MS;
    return {
      sesiones: await repo.pruneSessions(db, limits),
      intentos: await throttle.prune(db),
    };
  }

  return {
    sessionUser,
    pruneIfDue,

    async login(email: string, password: string, origin: LoginOrigin): Promise<TLoginResponse> {
      await pruneIfDue();
      const { ip, userAgent } = origin;
      const keys = [accountKey(email), addressKey(ip)];
      await throttle.assertAllowed(db, keys);
      const user = await repo.findUserForLogin(db, email);
      const valid = user
        ? await verifyPassword(user.password_hash, password)
        : (await verifyPassword(await dummyHash, password)) && false;
      if (!user || !valid || !user.active) {
        await throttle.recordFailure(db, accountKey(email), throttleLimits.account);
        await throttle.recordFailure(db, addressKey(ip), throttleLimits.address);
        // The email tried, never the password; the reason is for the administrators' eyes only.
        const motivo = !user ? 'usuario_desconocido' : !valid ? 'contrasena' : 'usuario_inactivo';
        await audit.record(
          db,
          { userId: null, ip, hotelId: null },
          {
            accion: 'login_fallido',
            entidad: 'sesion',
            entidad_id: null,
            despues: { email, motivo, user_agent: userAgent.slice(0, 300) },
          },
        );
        throw new UnauthorizedError(INVALID_CREDENTIALS);
      }
      await throttle.clear(db, accountKey(email));
      const token = newSessionToken();
      await db.transaction(async (tx) => {
        const id = await repo.createSession(tx, {
          tokenHash: hashToken(token),
          userId: user.id,
          ip,
          userAgent,
        });
        await audit.record(
          tx,
          { userId: user.id, ip, hotelId: null },
          {
            accion: 'login',
            entidad: 'sesion',
            entidad_id: id,
            despues: { user_agent: userAgent.slice(0, 300) },
          },
        );
      });
      return { token, usuario: await sessionUser(user.id) };
    },

    /** Resolves a bearer token to its live session; refreshes the idle clock at most once a minute. */
    async authenticate(token: string): Promise<ActiveSession | undefined> {
      const session = await repo.findActiveSession(db, hashToken(token), limits);
      if (session && Date.now() - new Date(session.lastSeenAt).getTime() > TOUCH_AFTER_MS) {
        await repo.touchSession(db, session.sessionId);
      }
      return session;
    },

    async logout(actor: Actor, sessionId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await repo.revokeSession(tx, sessionId);
        await audit.record(tx, actor, { accion: 'logout', entidad: 'sesion', entidad_id: sessionId });
      });
    },

    permissionsOf(session: ActiveSession): TPermisosUsuarioResponse {
      const codes = session.isRoot ? allPermissionCodes : session.permissions;
      return { is_root: session.isRoot, permisos: codes.map((code) => ({ code })) };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
