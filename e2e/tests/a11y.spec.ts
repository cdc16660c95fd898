import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiLogin, demo } from './support';

/**
 * axe-core on every screen of the route table, in light and dark mode (there only the rules colours
 * can change), with the screen's main dialog open where it has one: no critical or serious
 * violation may appear. The screens are read from web/src/app/route-table.ts, so a new screen is
 * checked without anyone listing it here.
 * One login and one page for the whole file: each screen is a navigation, not a new session, and
 * one navigation serves both modes (the mode is switched on the open screen).
 */
const routeTable = readFileSync(new URL('../../web/src/app/route-table.ts', import.meta.url), 'utf8');
// A screen of one record (`reserva/:id`) needs a record: its own spec checks it.
const screens = [...routeTable.matchAll(/path: '([^']+)',\s*title: '([^']+)'/g)]
  .filter(([, path]) => !path?.includes(':'))
  .map(([, path, title]) => ({ path: `/dashboard/${path}`, title: title ?? '' }));

/** What a screen opens to show its main dialog, beyond a 'Nuevo…' button (tried everywhere). */
const dialogOpeners: Record<string, (page: Page) => Promise<void>> = {
  '/dashboard/dashboardRooms': (page) =>
    page
      .getByRole('button', { name: /^Habitación \d+,/ })
      .first()
      .click(),
  '/dashboard/dashboardFacturacion': (page) =>
    page.getByRole('button', { name: 'Nueva cuenta de empresa' }).click(),
};

type Mode = 'light' | 'dark';
/** A11Y_ALL=1 reports moderate and minor violations too (they do not fail the tests then). */
const reported = process.env.A11Y_ALL
  ? ['critical', 'serious', 'moderate', 'minor']
  : ['critical', 'serious'];

/**
 * The rules a colour scheme can change. The dark pass runs only these: every other rule (names,
 * roles, labels, structure) reads the same markup in both modes and is checked by the light pass.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

/** axe's critical and serious findings on the page, or only inside `within` (a dialog). */
async function violations(page: Page, mode: Mode, where: string, within?: string): Promise<string[]> {
  const all = new AxeBuilder({ page });
  const axe = mode === 'dark' ? all.withRules(colourRules) : all;
  const result = await (within ? axe.include(within) : axe).analyze();
  return result.violations
    .filter((v) => reported.includes(v.impact ?? ''))
    .map(
      (v) =>
        `${where}: ${v.impact} ${v.id} (${v.nodes.length}): ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`)
          .join(' | ')}`,
    );
}

async function openSession(browser: Browser, baseURL: string): Promise<Page> {
  // Reduced motion: the app then opens dialogs without fading in, so axe never reads the colours
  // of a dialog halfway through its transition.
  const context = await browser.newContext({
    baseURL,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const answer = await apiLogin(page.request, demo.admin);
  const usuario = { ...answer.usuario, theme_config: { ...answer.usuario.theme_config, mode: 'light' } };
  await page.addInitScript(
    ({ token, usuario }) => {
      localStorage.setItem('posada.token', token);
      localStorage.setItem('posada.usuario', JSON.stringify(usuario));
    },
    { token: answer.token, usuario },
  );
  return page;
}

/**
 * Turns the open app to `mode` the way a theme change made in another tab reaches it: the stored
 * user's theme, then the `storage` event the session follows (web/src/lib/session.ts). The screen,
 * and its dialog when one is open, stay as they are, so each is loaded once for both modes. Waits
 * until Mantine has the new scheme and no colour transition is left running.
 */
async function switchMode(page: Page, mode: Mode) {
  // Not yet on the app (the first screen): it opens in light mode, as the stored user says.
  if (!page.url().includes('/dashboard/')) return;
  const html = page.locator('html');
  if ((await html.getAttribute('data-mantine-color-scheme')) === mode) return;
  await page.evaluate((mode) => {
    const usuario = JSON.parse(localStorage.getItem('posada.usuario') ?? '{}');
    usuario.theme_config = { ...usuario.theme_config, mode };
    localStorage.setItem('posada.usuario', JSON.stringify(usuario));
    dispatchEvent(new StorageEvent('storage', { key: 'posada.usuario' }));
  }, mode);
  await expect(html).toHaveAttribute('data-mantine-color-scheme', mode);
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
}

/**
 * Opens `path` inside the running app, as a click on the menu does (React Router follows the
 * browser's history): the app is loaded once per mode, not once per screen.
 */
async function navigate(page: Page, path: string) {
  if (!page.url().includes('/dashboard/')) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The screen is drawn: its title is the document's, its one h1 is on screen, no loader is left. */
async function settle(page: Page, title: string) {
  await expect(page).toHaveTitle(`${title} · Posada`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

const modes = ['light', 'dark'] as const;

test.describe('accessibility', () => {
  let page: Page;
  test.beforeAll(async ({ browser }, info) => {
    page = await openSession(browser, String(info.project.use.baseURL));
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  for (const mode of modes) {
    test(`the login and not-found pages, ${mode} mode`, async ({ browser }, info) => {
      const context = await browser.newContext({
        baseURL: String(info.project.use.baseURL),
        reducedMotion: 'reduce',
        colorScheme: mode,
      });
      const anonymous = await context.newPage();
      await anonymous.goto('/auth/login');
      await expect(anonymous.getByRole('button', { name: 'Ingresar' })).toBeVisible();
      const found = await violations(anonymous, mode, 'login');
      await anonymous.goto('/notfound');
      await expect(anonymous.getByRole('heading', { level: 1 })).toBeVisible();
      found.push(...(await violations(anonymous, mode, 'notfound')));
      await context.close();
      expect(found).toEqual([]);
    });
  }

  test('the route table lists the screens', () => {
    expect(screens.length).toBeGreaterThan(30);
  });

  // Each screen once, checked in light mode (every rule) and then in dark mode (the colour rules),
  // its dialog likewise while it is open.
  for (const screen of screens) {
    test(`${screen.title} (${screen.path}), light and dark`, async () => {
      await switchMode(page, 'light');
      await navigate(page, screen.path);
      await settle(page, screen.title);
      const found = await violations(page, 'light', `${screen.path} light`);

      const opener = dialogOpeners[screen.path];
      const create = page.getByRole('button', { name: /^Nuevo/ }).first();
      if (opener || (await create.isVisible())) {
        await (opener ? opener(page) : create.click());
        const dialog = page.getByRole('dialog').first();
        await expect(dialog).toBeVisible();
        await expect(dialog.locator('.mantine-Loader-root')).toHaveCount(0);
        found.push(...(await violations(page, 'light', `${screen.path} + dialog light`, '[role="dialog"]')));
        await switchMode(page, 'dark');
        await expect(dialog).toBeVisible();
        found.push(...(await violations(page, 'dark', `${screen.path} + dialog dark`, '[role="dialog"]')));
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      await switchMode(page, 'dark');
      await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
      found.push(...(await violations(page, 'dark', `${screen.path} dark`)));
      await switchMode(page, 'light');
      expect(found).toEqual([]);
    });
  }

  for (const mode of modes) {
    test(`the top bar drawers and dialogs: theme and register, ${mode} mode`, async () => {
      await navigate(page, '/dashboard/dashboardRooms');
      await settle(page, 'Rack Habitaciones');
      await switchMode(page, mode);
      const found: string[] = [];
      for (const name of ['Abrir Caja', 'Configurar tema']) {
        const button = page.getByRole('button', { name, exact: true });
        if (!(await button.isVisible())) continue;
        await button.click();
        await expect(page.getByRole('dialog').first()).toBeVisible();
        found.push(...(await violations(page, mode, name, '[role="dialog"]')));
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      await switchMode(page, 'light');
      expect(found).toEqual([]);
    });
  }
});
