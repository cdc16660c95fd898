import { notifications } from '@mantine/notifications';
import { type TThemeConfig, userPaths, ZUpdateThemeResponse } from '@posada/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../lib/api';
import { updateStoredUser, useCurrentUser, useThemeConfig } from '../lib/session';

export const FONT_SIZE_MIN = 12;
export const FONT_SIZE_MAX = 20;

/**
 * The user's theme: a change applies at once (the stored user drives the providers) and is
 * saved with POST /update-theme/{id}, so the next login restores it. Saves run one after the
 * other so the last click is the one the server keeps.
 */
export function useThemeSettings() {
  const user = useCurrentUser();
  const config = useThemeConfig();
  const save = useMutation({
    scope: { id: 'update-theme' },
    mutationFn: (theme_config: TThemeConfig) => {
      if (!user) throw new Error('Sin sesión');
      return api.post(
        userPaths.updateTheme(user.id),
        { theme_config },
        {
          schema: ZUpdateThemeResponse,
        },
      );
    },
    onError: (error) => {
      notifications.show({
        color: 'red',
        title: 'No se pudo guardar el tema',
        message: `${error.message}. El cambio se aplicó solo en este equipo.`,
      });
    },
  });

  const change = (patch: Partial<TThemeConfig>) => {
    const next = { ...config, ...patch };
    updateStoredUser((current) => ({ ...current, theme_config: next }));
    save.mutate(next);
  };

  return { config, change, saving: save.isPending };
}
