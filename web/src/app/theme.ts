import {
  type AutocompleteProps,
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type DrawerProps,
  type MantineThemeComponent,
  type MantineThemeOverride,
  type ModalProps,
  type MultiSelectProps,
  type NotificationProps,
  type PaginationProps,
  type SelectProps,
  type TableScrollContainerProps,
} from '@mantine/core';
import type { TThemeConfig } from '@posada/contracts';
import { useEffect } from 'react';
import { accentlessFilter } from '../lib/options-filter';
import { over, readableOn } from './contrast';

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
/**
 * A dialog's defaults. Its header is an HTML <header>: outside any section it would be a second
 * banner landmark beside the top bar's. Mantine passes `attributes` on to the header at run time,
 * but its types declare Modal's and Drawer's roots compound (`attributes: never`), so these
 * defaults are the theme component's own record (`MantineThemeComponent`) rather than props.
 */
const dialogDefaults: {
  closeButtonProps: ModalProps['closeButtonProps'] & DrawerProps['closeButtonProps'];
  attributes: { header: { role: 'presentation' } };
} = { closeButtonProps, attributes: { header: { role: 'presentation' } } };
/**
 * A component's default props in the theme, typed by its props. Not `Select.extend(…)`: that
 * imports the component, and the theme is in the first bundle of every screen, so every
 * component named here (the pager, the drop-downs with their popover and positioning code) was
 * loaded and evaluated by the login page and the rack, which draw none of them.
 */
const defaults = <P>(defaultProps: Partial<P>) => ({ defaultProps });

const components = {
  Modal: { defaultProps: dialogDefaults } satisfies MantineThemeComponent,
  Drawer: { defaultProps: dialogDefaults } satisfies MantineThemeComponent,
  Notification: defaults<NotificationProps>({ closeButtonProps }),
  // A wide table scrolls sideways in its own box: reachable with the keyboard, like the page.
  TableScrollContainer: defaults<TableScrollContainerProps>({
    scrollAreaProps: { viewportProps: { tabIndex: 0 } },
  }),
  Pagination: defaults<PaginationProps>({
    getControlProps: (control) => ({ 'aria-label': pagerLabels[control] }),
  }),
  // Typing in a drop-down finds an option as every search does: without accents or case.
  Select: defaults<SelectProps>({ filter: accentlessFilter }),
  MultiSelect: defaults<MultiSelectProps>({ filter: accentlessFilter }),
  Autocomplete: defaults<AutocompleteProps>({ filter: accentlessFilter }),
};

/**
 * Colours that read at WCAG AA (4.5:1) in both modes, for every accent a user may choose.
 * Filled buttons and badges use shade 8 with black or white text, whichever reads (Mantine's
 * autoContrast: white below the luminance 0.179, where both reach 4.5:1). Mantine's light variant
 * (the rack's states, 'Activo' badges) and coloured text use shade 6 on a tint of itself, under
 * 3:1 for green, orange and yellow: in light mode they take the shade, darkened until it reads
 * on its tint and on white. Dimmed text is one grey darker in light mode and one lighter in dark.
 */
const FILLED_SHADE = 8;
const WHITE = '#ffffff';
const DIMMED = { light: '#62686f', dark: '#a8a8a8' };

function readableLightColors(colors: typeof DEFAULT_THEME.colors): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    const tint = over(shades[FILLED_SHADE], 0.12, WHITE);
    const text = readableOn(shades[7], tint);
    variables[`--mantine-color-${name}-light-color`] = text;
    variables[`--mantine-color-${name}-text`] = text;
  }
  return variables;
}

const lightColorVariables = readableLightColors(DEFAULT_THEME.colors);

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { ...lightColorVariables, '--mantine-color-dimmed': DIMMED.light },
  dark: { '--mantine-color-dimmed': DIMMED.dark },
});

/** The Mantine theme of a user's theme_config: the accent colour is a Mantine colour name. */
export function buildTheme(config: TThemeConfig): MantineThemeOverride {
  return createTheme({
    primaryColor: config.theme,
    primaryShade: { light: FILLED_SHADE, dark: FILLED_SHADE },
    autoContrast: true,
    // Mantine's default, 0.3, gives white text on colours where it reads under 4.5:1.
    luminanceThreshold: 0.179,
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
