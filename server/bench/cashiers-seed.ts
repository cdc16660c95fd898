import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { permisos, roles, rolPermisos, usuarioHoteles, usuarios } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';

/**
 * Eight users of a new role with `codes` in hotel `h`, each with a register of their own to open
 * for their shift: `<slug>-bench-<i>@posada.local`, the register named `<caja> <i>`.
 */
export async function seedCashiers(
  db: Db,
  h: number,
  opts: { role: string; codes: string[]; slug: string; name: string; caja: string; password: string },
) {
  const [role] = await db.insert(roles).values({ nombre: opts.role }).returning({ id: roles.id });
  if (!role) throw new Error('role');
  const ids = await db
    .select({ id: permisos.id })
    .from(permisos)
    .where(sql`code = any(${sql.param(opts.codes)}::text[])`);
  await db.insert(rolPermisos).values(ids.map((p) => ({ rol_id: role.id, permiso_id: p.id })));
  const users = [];
  const passwordHash = await hashPassword(opts.password);
  for (let i = 1; i <= 8; i++) {
    const email = `${opts.slug}-bench-${i}@posada.local`;
    const [user] = await db
      .insert(usuarios)
      .values({ name: `${opts.name} ${i}`, email, password_hash: passwordHash, rol_id: role.id })
      .returning({ id: usuarios.id });
    if (!user) throw new Error('user');
    await db.insert(usuarioHoteles).values({ usuario_id: user.id, hotel_id: h });
    const [caja] = (
      (await db.execute(
        sql`insert into cajas (hotel_id, nombre) values (${h}, ${`${opts.caja} ${i}`}) returning id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    users.push({ id: user.id, email, cajaId: caja?.id ?? 0 });
  }
  return users;
}
