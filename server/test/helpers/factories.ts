import { randomBytes } from 'node:crypto';
import { nitCheckDigit, type PermissionCode, type TThemeConfig } from '@posada/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { hoteles, permisos, roles, rolPermisos, usuarioHoteles, usuarios } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';

export const DEFAULT_PASSWORD = 'Clave-de-prueba-1';
let defaultHash: Promise<string> | undefined;
const unique = () => randomBytes(4).toString('hex');

/** Factories with defaults, overrides and unique values. */
export function createFactories(db: Db, app: FastifyInstance) {
  async function makeHotel(overrides: Partial<typeof hoteles.$inferInsert> = {}) {
    const nit = String(800_000_000 + Math.floor(Math.random() * 99_999_999));
    const [hotel] = await db
      .insert(hoteles)
      .values({
        nombre: `Hotel ${unique()}`,
        nit,
        dv: nitCheckDigit(nit),
        razon_social: 'Hotel de prueba S.A.S.',
        ...overrides,
      })
      .returning();
    if (!hotel) throw new Error('makeHotel');
    return hotel;
  }

  async function makeRole(
    options: { permisos?: PermissionCode[]; is_root?: boolean; estado?: boolean } = {},
  ) {
    const [role] = await db
      .insert(roles)
      .values({
        nombre: `Rol ${unique()}`,
        is_root: options.is_root ?? false,
        estado: options.estado ?? true,
      })
      .returning();
    if (!role) throw new Error('makeRole');
    await setRolePermissions(role.id, options.permisos ?? []);
    return role;
  }

  async function setRolePermissions(rolId: number, codes: PermissionCode[]) {
    await db.delete(rolPermisos).where(eq(rolPermisos.rol_id, rolId));
    if (codes.length === 0) return;
    const ids = await db.select({ id: permisos.id }).from(permisos).where(inArray(permisos.code, codes));
    await db.insert(rolPermisos).values(ids.map((p) => ({ rol_id: rolId, permiso_id: p.id })));
  }

  async function makeUser(
    options: {
      permisos?: PermissionCode[];
      root?: boolean;
      rolId?: number;
      hotelIds?: number[];
      estado?: boolean;
      password?: string;
      theme_config?: TThemeConfig;
    } = {},
  ) {
    const rolId =
      options.rolId ??
      (await makeRole({ permisos: options.permisos ?? [], is_root: options.root ?? false })).id;
    const password = options.password ?? DEFAULT_PASSWORD;
    defaultHash ??= hashPassword(DEFAULT_PASSWORD);
    const password_hash = password === DEFAULT_PASSWORD ? await defaultHash : await hashPassword(password);
    const email = `usuario.${unique()}@prueba.co`;
    const [user] = await db
      .insert(usuarios)
      .values({
        name: `Usuario ${unique()}`,
        email,
        password_hash,
        rol_id: rolId,
        estado: options.estado ?? true,
        theme_config: options.theme_config,
      })
      .returning();
    if (!user) throw new Error('makeUser');
    if (options.hotelIds?.length) {
      await db
        .insert(usuarioHoteles)
        .values(options.hotelIds.map((hotel_id) => ({ usuario_id: user.id, hotel_id })));
    }
    return { ...user, password };
  }

  async function login(email: string, password = DEFAULT_PASSWORD, ip = '127.0.0.1') {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress: ip,
    });
    if (res.statusCode !== 200) throw new Error(`login ${res.statusCode}: ${res.body}`);
    return res.json<{ token: string }>().token;
  }

  /** A user with the given permissions, logged in: `{ user, token, headers }`. */
  async function actor(options: Parameters<typeof makeUser>[0] = {}) {
    const user = await makeUser(options);
    const token = await login(user.email, user.password);
    return { user, token, headers: { authorization: `Bearer ${token}` } };
  }

  return { makeHotel, makeRole, setRolePermissions, makeUser, login, actor };
}
