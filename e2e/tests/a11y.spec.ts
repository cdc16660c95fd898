import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiLogin, demo } from './support';

/**
 * axe-core on every screen of the route table, in light and dark mode, with the screen's main
 * dialog open where it has one: no critical or serious violation may appear. The screens are read
 * from web/src/app/route-table.ts, so a new screen is checked without anyone listing it here.
 * One login and one page for the whole file: each screen is a navigation, not a new session.
 */
const routeTable = readFileSync(new URL('../../web/src/app/route-table.ts', import.meta.url), 'utf8');
const screens = [...routeTable.matchAll(/path: '([^']+)',\s*title: '([^']+)'/g)].map(([, path, title]) => ({
  path: `/dashboard/${path}`,
  title: title ?? '',
}));

/** What a screen opens to show its main dialog, beyond a 'Nuevo…' button (tried everywhere). */
const dialogOpeners: Record<string, (page: Page) => Promise<void>> = {
  '/dashboard/dashboardRooms': (page) =>
    page
      .getByRole('button', { name: /^Habitación \d+,/ })
      .first()
      .click(),
};

type Mode = 'light' | 'dark';
/** A11Y_ALL=1 reports moderate and minor violations too (they do not fail the tests then). */
const reported = process.env.A11Y_ALL
  ? ['critical', 'serious', 'moderate', 'minor']
  : ['critical', 'serious'];

async function violations(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
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

async function openSession(browser: Browser, baseURL: string, mode: Mode): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'es-CO', timezoneId: 'America/Bogota' });
  const page = await context.newPage();
  const answer = await apiLogin(page.request, demo.admin);
  const usuario = { ...answer.usuario, theme_config: { ...answer.usuario.theme_config, mode } };
  await page.addInitScript(
    ({ token, usuario }) => {
      localStorage.setItem('posada.token', token);
      localStorage.setItem('posada.usuario', JSON.stringify(usuario));
    },
    { token: answer.token, usuario },
  );
  return page;
}

/** The screen is drawn (its one h1 is on screen, no loader is left). */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${mode} mode`, () => {
    let page: Page;
    test.beforeAll(async ({ browser }, info) => {
      page = await openSession(browser, String(info.project.use.baseURL), mode);
    });
    test.afterAll(async () => {
      await page.context().close();
    });

    test('the login and not-found pages', async ({ browser }, info) => {
      const context = await browser.newContext({
        baseURL: String(info.project.use.baseURL),
        colorScheme: mode,
      });
      const anonymous = await context.newPage();
      await anonymous.goto('/auth/login');
      await expect(anonymous.getByRole('button', { name: 'Ingresar' })).toBeVisible();
      const found = await violations(anonymous, 'login');
      await anonymous.goto('/notfound');
      await expect(anonymous.getByRole('heading', { level: 1 })).toBeVisible();
      found.push(...(await violations(anonymous, 'notfound')));
      await context.close();
      expect(found).toEqual([]);
    });

    test('the route table lists the screens', () => {
      expect(screens.length).toBeGreaterThan(30);
    });

    for (const screen of screens) {
      test(`${screen.title} (${screen.path})`, async () => {
        await page.goto(screen.path);
        await settle(page);
        const found = await violations(page, screen.path);

        const opener = dialogOpeners[screen.path];
        const create = page.getByRole('button', { name: /^Nuevo/ }).first();
        if (opener || (await create.isVisible())) {
          await (opener ? opener(page) : create.click());
          const dialog = page.getByRole('dialog').first();
          await expect(dialog).toBeVisible();
          await expect(dialog.locator('.mantine-Loader-root')).toHaveCount(0);
          found.push(...(await violations(page, `${screen.path} + dialog`)));
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
        }
        expect(found).toEqual([]);
      });
    }

    test('the top bar drawers and dialogs: theme and register', async () => {
      await page.goto('/dashboard/dashboardRooms');
      await settle(page);
      const found: string[] = [];
      for (const name of ['Abrir Caja', 'Configurar tema']) {
        const button = page.getByRole('button', { name, exact: true });
        if (!(await button.isVisible())) continue;
        await button.click();
        await expect(page.getByRole('dialog').first()).toBeVisible();
        found.push(...(await violations(page, name)));
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      expect(found).toEqual([]);
    });
  });
}
