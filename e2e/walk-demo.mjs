import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3994';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const shots = [
  ['rack', '/dashboard/dashboardRooms'],
  ['calendar', '/dashboard/calendar'],
  ['reservas', '/dashboard/reserva'],
  ['facturas', '/dashboard/invoice'],
  ['facturacion', '/dashboard/dashboardFacturacion'],
  ['cierres', '/dashboard/admin/reports/cash'],
  ['kardex', '/dashboard/admin/reports/kardex'],
  ['housekeeping', '/dashboard/housekeeping'],
];
for (const [w, h, tag] of [[1440, 900, 'desk'], [390, 844, 'phone']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'es-CO', timezoneId: 'America/Bogota' });
  const page = await ctx.newPage();
  await page.goto(base + '/auth/login');
  await page.getByLabel(/correo/i).fill('administrador@posada.demo');
  await page.getByLabel(/contraseña/i).fill('Posada2026*');
  await page.keyboard.press('Enter');
  await page.waitForURL(/dashboard/);
  for (const [name, path] of shots) {
    await page.goto(base + path);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/walk/${tag}-${name}.png` });
  }
  await ctx.close();
}
await browser.close();
console.log('ok');
