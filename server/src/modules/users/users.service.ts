import type { TThemeConfig } from '@posada/contracts';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import type { UsersRepository } from './users.repository';

export function createUsersService({ repo }: { repo: UsersRepository }) {
  return {
    /** A user changes their own theme; changing someone else's needs `usuarios.editar`. */
    async updateTheme(actor: { userId: number; canEditUsers: boolean }, userId: number, theme: TThemeConfig) {
      if (actor.userId !== userId && !actor.canEditUsers) {
        throw new ForbiddenError('Solo puede cambiar su propio tema');
      }
      if (!(await repo.updateTheme(userId, theme))) throw new NotFoundError('El usuario no existe');
      return theme;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
