import type { PermissionCheck } from '../lib/permissions';
import { menuSections } from './menu';
import { findScreen, type ScreenRoute } from './route-table';

/** Capacitaciones is open to every logged-in user: nobody is left without a screen. */
const LAST_RESORT = 'capacitaciones';

/** Every screen of the side menu in its order (group children in place). */
const menuOrder: readonly ScreenRoute[] = menuSections
  .flatMap((section) =>
    section.entries.flatMap((entry) =>
      entry.kind === 'link' ? [entry.path] : entry.children.map((c) => c.path),
    ),
  )
  .flatMap((path) => findScreen(path) ?? []);

/**
 * Where a user lands (after login, at /dashboard, and instead of a home screen they may not
 * open): the first screen of the menu their permissions allow; Capacitaciones when the menu
 * offers them nothing.
 */
export function landingScreen(can: PermissionCheck): string {
  return menuOrder.find((screen) => can(screen.permissions))?.path ?? LAST_RESORT;
}
