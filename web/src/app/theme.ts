import { createTheme, type MantineThemeOverride } from '@mantine/core';
import type { TThemeConfig } from '@posada/contracts';
import { useEffect } from 'react';

/** The Mantine theme of a user's theme_config: the accent colour is a Mantine colour name. */
export function buildTheme(config: TThemeConfig): MantineThemeOverride {
  return createTheme({
    primaryColor: config.theme,
    defaultRadius: 'md',
    cursorType: 'pointer',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
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
