import {
  ActionIcon,
  CheckIcon,
  ColorSwatch,
  Drawer,
  Group,
  Stack,
  Text,
  useMantineTheme,
} from '@mantine/core';
import { menuModes, type TThemeConfig, themeModes, themeNames } from '@posada/contracts';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FONT_SIZE_MAX, FONT_SIZE_MIN, useThemeSettings } from '../../api/theme';
import { ChoiceButtons } from './choice-buttons';

const modeLabels: Record<TThemeConfig['mode'], string> = { light: 'Claro', dark: 'Oscuro' };
const themeLabels: Record<TThemeConfig['theme'], string> = {
  indigo: 'Índigo',
  blue: 'Azul',
  teal: 'Verde azulado',
  green: 'Verde',
  orange: 'Naranja',
  grape: 'Morado',
};
const menuLabels: Record<TThemeConfig['menuMode'], string> = {
  static: 'Estático',
  overlay: 'Superpuesto',
};

function Setting({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Text id={id} fw={600} size="sm">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Spec §3, §5: mode, accent theme, font scale and menu mode, saved per user. */
export function ThemeDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { config, change } = useThemeSettings();
  const mantine = useMantineTheme();
  const stepFont = (delta: number) =>
    change({ fontSize: Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, config.fontSize + delta)) });

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xs" title="Configurar tema">
      <Stack gap="lg">
        <Setting id="tema-modo" label="Modo">
          <ChoiceButtons
            labelledBy="tema-modo"
            value={config.mode}
            onChange={(mode) => change({ mode })}
            options={themeModes.map((value) => ({ value, label: modeLabels[value] }))}
          />
        </Setting>
        <Setting id="tema-color" label="Tema">
          <Group gap="xs" role="group" aria-labelledby="tema-color">
            {themeNames.map((name) => (
              <ColorSwatch
                key={name}
                component="button"
                type="button"
                color={mantine.colors[name]?.[6] ?? name}
                aria-label={themeLabels[name]}
                aria-pressed={config.theme === name}
                title={themeLabels[name]}
                onClick={() => change({ theme: name })}
                c="white"
                style={{ cursor: 'pointer' }}
              >
                {config.theme === name && <CheckIcon size={12} />}
              </ColorSwatch>
            ))}
          </Group>
        </Setting>
        <Setting id="tema-fuente" label="Tamaño de fuente">
          <Group gap="sm" role="group" aria-labelledby="tema-fuente">
            <ActionIcon
              variant="default"
              aria-label="Reducir tamaño de fuente"
              disabled={config.fontSize <= FONT_SIZE_MIN}
              onClick={() => stepFont(-1)}
            >
              <IconMinus size={16} aria-hidden />
            </ActionIcon>
            <Text fw={600} miw={24} ta="center" aria-live="polite">
              {config.fontSize}
            </Text>
            <ActionIcon
              variant="default"
              aria-label="Aumentar tamaño de fuente"
              disabled={config.fontSize >= FONT_SIZE_MAX}
              onClick={() => stepFont(1)}
            >
              <IconPlus size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Setting>
        <Setting id="tema-menu" label="Menú">
          <ChoiceButtons
            labelledBy="tema-menu"
            value={config.menuMode}
            onChange={(menuMode) => change({ menuMode })}
            options={menuModes.map((value) => ({ value, label: menuLabels[value] }))}
          />
        </Setting>
      </Stack>
    </Drawer>
  );
}
