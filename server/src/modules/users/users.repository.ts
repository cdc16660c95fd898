import type { TThemeConfig } from '@posada/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { usuarios } from '../../db/schema';

export function createUsersRepository(db: Executor) {
  return {
    async updateTheme(userId: number, theme: TThemeConfig): Promise<boolean> {
      const rows = await db
        .update(usuarios)
        .set({ theme_config: theme, updated_at: sql`now()` })
        .where(eq(usuarios.id, userId))
        .returning({ id: usuarios.id });
      return rows.length > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
