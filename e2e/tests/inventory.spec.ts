import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { nitCheckDigit } from '@posada/contracts';
import { apiLogin, demo, loginAs } from './support';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Picks an option of a searchable Mantine select by typing part of it. */
async function pick(page: Page, scope: Locator, label: string | RegExp, option: string) {
  await scope.getByRole('textbox', { name: label, exact: true }).fill(option.slice(0, 12));
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** One file of a zip (an .xlsx), read from its central directory. */
function zipEntry(zip: Buffer, name: string): string {
  const central = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let at = zip.lastIndexOf(central); at >= 0; at = zip.lastIndexOf(central, at - 1)) {
    const nameLength = zip.readUInt16LE(at + 28);
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) !== name) continue;
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
  }
  throw new Error(`${name} no está en el archivo`);
}

test('the storekeeper creates a warehouse and a product with IVA 19 %, enters 24 units, sees stock and kardex, exports, and makes a recipe', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const warehouse = `Minibar ${tag}`;
  const product = `Agua E2E ${tag}`;

  // A supplier and a second ingredient through the API: their screens are not what this tests.
  const { token } = await apiLogin(page.request, demo.almacen);
  const headers = { authorization: `Bearer ${token}` };
  const nit = String(900_000_000 + (Date.now() % 99_999_999));
  const supplier = await page.request.post('/api/proveedorCrear', {
    headers,
    data: { nit, dv: nitCheckDigit(nit), razon_social: `Distribuidora ${tag} S.A.S.` },
  });
  expect(supplier.status(), await supplier.text()).toBe(200);

  await loginAs(page, demo.almacen, '/dashboard/bodega');
  await expect(page.getByRole('heading', { name: 'Bodegas', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const warehouseForm = dialog(page, 'Nueva bodega');
  await warehouseForm.getByRole('textbox', { name: 'Nombre', exact: true }).fill(warehouse);
  await warehouseForm.getByRole('button', { name: 'Guardar' }).click();
  await expect(warehouseForm).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(warehouse) })).toBeVisible();

  await page.goto('/dashboard/products');
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const productForm = dialog(page, 'Nuevo producto');
  await productForm.getByRole('textbox', { name: 'Código', exact: true }).fill(`AG-${tag}`);
  await productForm.getByRole('textbox', { name: 'Nombre', exact: true }).fill(product);
  await pick(page, productForm, 'Medida', 'Unidad');
  await productForm.getByRole('textbox', { name: 'Precio de venta' }).fill('4.500');
  await productForm.getByRole('textbox', { name: 'Stock mínimo' }).fill('30');
  await productForm.getByRole('tab', { name: 'Impuestos' }).click();
  await productForm.getByRole('checkbox', { name: 'IVA 19 %' }).check();
  await productForm.getByRole('button', { name: 'Guardar' }).click();
  await expect(productForm).toBeHidden();
  await page.getByRole('textbox', { name: 'Buscar' }).fill(tag);
  await expect(page.getByRole('row', { name: new RegExp(product) })).toContainText('IVA 19 %');

  await page.goto('/dashboard/inventory-entries');
  await page.getByRole('button', { name: 'Nuevo ingreso' }).click();
  const entry = dialog(page, 'Nuevo ingreso de inventario');
  await pick(page, entry, 'Proveedor', `Distribuidora ${tag} S.A.S. (${nit})`);
  await entry.getByRole('textbox', { name: 'Bodega' }).click();
  await page.getByRole('option', { name: warehouse }).click();
  await entry.getByRole('textbox', { name: 'Factura del proveedor', exact: true }).fill(`FE-${tag}`);
  await pick(page, entry, 'Producto 1', `${product} (AG-${tag})`);
  await entry.getByRole('textbox', { name: 'Cantidad', exact: true }).fill('24');
  // The Colombian way: dots between thousands, comma before the cents.
  await entry.getByRole('textbox', { name: 'Costo unitario', exact: true }).fill('1.850,50');
  await expect(entry.getByLabel('Total de la línea 1')).toHaveText(/\$\s?52\.850,28/);
  await entry.getByRole('button', { name: 'Confirmar ingreso' }).click();
  await expect(entry).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`FE-${tag}`) })).toContainText('Confirmado');

  await page.goto('/dashboard/inventory');
  await page.getByRole('textbox', { name: 'Buscar' }).fill(tag);
  const row = page.getByRole('row', { name: new RegExp(product) });
  await expect(row).toContainText('24 Unidad');
  await expect(row).toContainText(/\$\s?44\.412/);
  await expect(row).toContainText('Bajo mínimo');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('inventario-existencias.xlsx');
  const xlsx = readFileSync(await file.path());
  const sheet = zipEntry(xlsx, 'xl/worksheets/sheet1.xml');
  const strings = zipEntry(xlsx, 'xl/sharedStrings.xml');
  expect(strings).toContain(product);
  expect(sheet).toContain('<v>44412</v>');

  await row.getByRole('link', { name: 'Kardex' }).click();
  await expect(page.getByRole('heading', { name: 'Kardex', level: 1 })).toBeVisible();
  const movement = page.getByRole('row', { name: /Ingreso de proveedor/ });
  await expect(movement).toContainText(/II\d+/);
  await expect(movement).toContainText(/\$\s?1\.850,50/);
  await expect(page.getByRole('row', { name: /Saldo final/ })).toContainText('24');

  // A recipe from two products: the new one and a second made through the API.
  const measures = (await (await page.request.get('/api/medida', { headers })).json()) as {
    data: { id: number; nombre: string }[];
  };
  const unit = measures.data.find((m) => m.nombre === 'Unidad')?.id;
  const lemon = await page.request.post('/api/productoCrear', {
    headers,
    data: {
      codigo: `LI-${tag}`,
      nombre: `Limón E2E ${tag}`,
      tipo: 'producto',
      medida_id: unit,
      precio_venta: 0,
    },
  });
  expect(lemon.status(), await lemon.text()).toBe(200);
  await page.goto('/dashboard/admin/recipes');
  await page.getByRole('button', { name: 'Nueva receta' }).click();
  const recipe = dialog(page, 'Nueva receta');
  await recipe.getByRole('textbox', { name: 'Código', exact: true }).fill(`LM-${tag}`);
  await recipe.getByRole('textbox', { name: 'Nombre', exact: true }).fill(`Limonada E2E ${tag}`);
  await pick(page, recipe, 'Medida', 'Unidad');
  await recipe.getByRole('textbox', { name: 'Precio de venta' }).fill('9.000');
  await recipe.getByRole('button', { name: 'Guardar' }).click();
  const lines = dialog(page, `Editar «Limonada E2E ${tag}»`);
  await expect(lines.getByRole('tab', { name: 'Receta' })).toHaveAttribute('aria-selected', 'true');
  await pick(page, lines, 'Ingrediente', `${product} (AG-${tag}) · Unidad`);
  await lines.getByRole('textbox', { name: 'Cantidad', exact: true }).fill('1');
  await lines.getByRole('button', { name: 'Agregar' }).click();
  await expect(lines.getByRole('row', { name: new RegExp(product) })).toBeVisible();
  await pick(page, lines, 'Ingrediente', `Limón E2E ${tag} (LI-${tag}) · Unidad`);
  await lines.getByRole('textbox', { name: 'Cantidad', exact: true }).fill('0,5');
  await lines.getByRole('button', { name: 'Agregar' }).click();
  await expect(lines.getByRole('row', { name: new RegExp(`Limón E2E ${tag}`) })).toContainText('0,5 Unidad');
});
