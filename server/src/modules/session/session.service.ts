import {
  allPermissionCodes,
  defaultThemeConfig,
  type TLoginResponse,
  type TPermisosUsuarioResponse,
  type TSessionUser,
} from '@posada/contracts';
import type { Db } from '../../db/client';
import type { ActiveSession } from '../../lib/caller';
import { NotFoundError, UnauthorizedError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newSessionToken } from '../../lib/tokens';
import { accountKey, addressKey, type LoginThrottle, throttleLimits } from './login-throttle';
import type { SessionRepository } from './session.repository';

export const INVALID_CREDENTIALS = 'Correo o contraseña inválidos';
/** Unknown emails are checked against this hash so both paths take the same time. */
const dummyHash = hashPassword('posada-dummy-password');
const TOUCH_AFTER_MS = 60_000;

interface Deps {
  db: Db;
  repo: SessionRepository;
  throttle: LoginThrottle;
  idleMs: number;
}

export function createSessionService({ db, repo, throttle, idleMs }: Deps) {
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

  return {
    sessionUser,

    async login(email: string, password: string, ip: string, userAgent: string): Promise<TLoginResponse> {
      const keys = [accountKey(email), addressKey(ip)];
      await throttle.assertAllowed(db, keys);
      const user = await repo.findUserForLogin(db, email);
      const valid = user
        ? await verifyPassword(user.password_hash, password)
        : (await verifyPassword(await dummyHash, password)) && false;
      if (!user || !valid || !user.active) {
        await throttle.recordFailure(db, accountKey(email), throttleLimits.account);
        await throttle.recordFailure(db, addressKey(ip), throttleLimits.address);
        throw new UnauthorizedError(INVALID_CREDENTIALS);
      }
      await throttle.clear(db, accountKey(email));
      const token = newSessionToken();
      await repo.createSession(db, { tokenHash: hashToken(token), userId: user.id, ip, userAgent });
      return { token, usuario: await sessionUser(user.id) };
    },

    /** Resolves a bearer token to its live session; refreshes the idle clock at most once a minute. */
    async authenticate(token: string): Promise<ActiveSession | undefined> {
      const session = await repo.findActiveSession(db, hashToken(token), idleMs);
      if (session && Date.now() - new Date(session.lastSeenAt).getTime() > TOUCH_AFTER_MS) {
        await repo.touchSession(db, session.sessionId);
      }
      return session;
    },

    logout: (sessionId: number) => repo.revokeSession(db, sessionId),

    permissionsOf(session: ActiveSession): TPermisosUsuarioResponse {
      const codes = session.isRoot ? allPermissionCodes : session.permissions;
      return { is_root: session.isRoot, permisos: codes.map((code) => ({ code })) };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
