import {
  DEFAULT_THEME,
  Drawer,
  defaultVariantColorsResolver,
  Modal,
  mergeMantineTheme,
  Notification,
  Pagination,
} from '@mantine/core';
import { defaultThemeConfig, themeNames } from '@posada/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { contrastRatio, over } from './contrast';
import { buildTheme, cssVariablesResolver } from './theme';

describe('the app theme', () => {
  it('names the close button of every dialog, drawer and notification in Spanish', async () => {
    renderWithProviders(
      <>
        <Modal opened onClose={() => {}} title="Un diálogo">
          contenido
        </Modal>
        <Drawer opened onClose={() => {}} title="Un cajón">
          contenido
        </Drawer>
        <Notification title="Éxito">Guardado</Notification>
      </>,
    );
    const toast = screen.getByText('Guardado').closest('[role="alert"]') as HTMLElement;
    expect(within(toast).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    for (const name of ['Un diálogo', 'Un cajón']) {
      const dialog = await screen.findByRole('dialog', { name });
      expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
      // Its header is no second banner landmark beside the top bar.
      expect(within(dialog).queryByRole('banner')).toBeNull();
    }
  });

  it('names the arrows of every pager in Spanish', () => {
    renderWithProviders(<Pagination total={5} value={2} onChange={() => {}} withEdges />);
    for (const name of ['Primera página', 'Página anterior', 'Página siguiente', 'Última página']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });
});

describe('the theme colours', () => {
  const variables = cssVariablesResolver(DEFAULT_THEME);

  it('gives every colour a light-variant text that reads at 4.5:1 on its tint and on white', () => {
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      const text = variables.light[`--mantine-color-${name}-light-color`] ?? '';
      const tint = over(shades[8], 0.12, '#ffffff');
      expect(contrastRatio(text, tint), name).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('writes on every filled colour, every accent included, in black or white that reads at 4.5:1', () => {
    for (const accent of themeNames) {
      const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme({ ...defaultThemeConfig, theme: accent }));
      for (const [name, shades] of Object.entries(theme.colors)) {
        const { color } = defaultVariantColorsResolver({ color: name, theme, variant: 'filled' });
        const text = color === 'var(--mantine-color-black)' ? '#000000' : '#ffffff';
        expect(contrastRatio(text, shades[8]), `${accent}: ${name}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('dims text no further than 4.5:1 on the body, a grey panel and a hovered table row', () => {
    const { gray, dark } = DEFAULT_THEME.colors;
    const light = variables.light['--mantine-color-dimmed'] ?? '';
    const night = variables.dark['--mantine-color-dimmed'] ?? '';
    expect(contrastRatio(light, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light, gray[1])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(night, dark[7])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(night, dark[6])).toBeGreaterThanOrEqual(4.5);
    // A table row under the pointer (an empty list's 'No hay registros' row too) in dark mode.
    expect(contrastRatio(night, dark[5])).toBeGreaterThanOrEqual(4.5);
  });
});
