import {
  createTheme,
  Drawer,
  type MantineThemeOverride,
  Modal,
  Notification,
  Pagination,
} from '@mantine/core';
import type { TThemeConfig } from '@posada/contracts';
import { useEffect } from 'react';

/**
 * Mantine draws some buttons as bare icons with no name: the close button of every dialog,
 * drawer and notification says 'Cerrar', and the arrows of every pager say where they go.
 */
const closeButtonProps = { 'aria-label': 'Cerrar' };
const pagerLabels = {
  first: 'Primera página',
  previous: 'Página anterior',
  next: 'Página siguiente',
  last: 'Última página',
} as const;
const components = {
  Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
  Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
  Notification: Notification.extend({ defaultProps: { closeButtonProps } }),
  Pagination: Pagination.extend({
    defaultProps: { getControlProps: (control) => ({ 'aria-label': pagerLabels[control] }) },
  }),
};

/** The Mantine theme of a user's theme_config: the accent colour is a Mantine colour name. */
export function buildTheme(config: TThemeConfig): MantineThemeOverride {
  return createTheme({
    primaryColor: config.theme,
    defaultRadius: 'md',
    cursorType: 'pointer',
    // Staff who ask their system for less motion get dialogs and menus without animations.
    respectReducedMotion: true,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    components,
  });
}

/**
 * Font scale (spec §9, default 14): Mantine sizes are rem, so the root font size scales the
 * whole interface, spacing included.
 */
export function useRootFontSize(fontSize: number): void {
  useEffect(() => {
    document.documentElement.style.fontSize = `${fontSize}px`;
  }, [fontSize]);
}
