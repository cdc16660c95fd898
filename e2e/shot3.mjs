import { chromium } from '@playwright/test';
const [,, w, h, ...routes] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
await page.goto('http://127.0.0.1:3999/');
await page.getByLabel(/correo/i).fill('administrador@posada.demo');
await page.getByLabel(/contraseña/i).fill('Posada2026*');
await page.getByRole('button', { name: /ingresar/i }).click();
await page.waitForTimeout(1500);
for (const r of routes) {
  await page.goto(`http://127.0.0.1:3999/dashboard/${r}`);
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `/tmp/s-${w}-${r.replaceAll('/', '_')}.png`, fullPage: false });
}
await browser.close();
