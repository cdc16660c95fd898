import { count } from 'drizzle-orm';
import { hashPassword, randomPassword } from '../../lib/passwords';
import type { Executor } from '../client';
import { usuarios } from '../schema';
import { rootRoleId } from './security';

export interface FirstAdmin {
  email: string;
  /** Set only when the password was generated and must be shown once. */
  generatedPassword?: string;
}

/** On an empty database, creates the first administrator (root role). */
export async function ensureFirstAdmin(
  db: Executor,
  email: string,
  password: string | undefined,
): Promise<FirstAdmin | null> {
  const [row] = await db.select({ n: count() }).from(usuarios);
  if ((row?.n ?? 0) > 0) return null;
  const plain = password ?? randomPassword();
  await db.insert(usuarios).values({
    name: 'Administrador',
    email,
    password_hash: await hashPassword(plain),
    rol_id: await rootRoleId(db),
  });
  return password ? { email } : { email, generatedPassword: plain };
}
