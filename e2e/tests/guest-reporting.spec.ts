import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiCall, apiLogin, choose, demo, hotelDay, loginAs, shown } from './support';

/**
 * Issue 30, the guest reports: the administrator turns the TRA on with its token (the server sends
 * to the fake MinCIT of serve.mjs, e2e/fakes/mincit.mjs); a US guest with a companion checks in to
 * room 202 with origin and destination picked; the stay shows its TRA «Enviado» with MinCIT's
 * code; Informes → SIRE lists today's two entries and downloads them as two tab-separated lines;
 * after the check-out, a walk-in from the rack with its register gets its TRA sent too.
 */
const ROOM = '202';
/** The token e2e/fakes/mincit.mjs accepts (FAKE_MINCIT_TOKEN there). */
const TOKEN = 'e2e-tra-7c1f0a9b-4d2e-4b8a-9f3c-1a2b3c4d5e6f';
const SIRE_CODE = '41656895';

type Headers = Record<string, string>;
const bearer = async (request: APIRequestContext, email: string): Promise<Headers> => ({
  authorization: `Bearer ${(await apiLogin(request, email)).token}`,
});

/** A US passport holder born in 1990, as the client record keeps them: their id and full name. */
async function usGuest(request: APIRequestContext, headers: Headers, nombres: string, apellidos: string) {
  const types = await apiCall(request, headers, '/api/type_document');
  const passport = types.data.find((t: { abreviatura: string }) => t.abreviatura === 'PA');
  const countries = await apiCall(request, headers, '/api/paisListar', {});
  const us = countries.data.find((c: { codigo: string }) => c.codigo === 'US');
  const created = await apiCall(request, headers, '/api/clienteCrear', {
    tipo_documento_id: passport.id,
    numero_documento: `P${Date.now() % 1e9}${nombres.length}`,
    nombres,
    apellidos,
    nacionalidad_id: us.id,
    fecha_nacimiento: '1990-03-14',
  });
  return created.data.id as number;
}

test.describe
  .serial('guest reporting: TRA to MinCIT and SIRE', () => {
    let admin: Headers;
    let bookingId = 0;
    // Letters only: SIRE's names take no digits.
    const stamp = String(Date.now())
      .slice(-6)
      .replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)] ?? 'X');
    const main = { nombres: 'Mary Ann', apellidos: `Walker Q${stamp}` };
    const companion = { nombres: 'Peter', apellidos: `Walker Z${stamp}` };
    const walkIn = { nombres: 'Grace', apellidos: `Hopper W${stamp}` };

    test.beforeAll(async ({ request }) => {
      admin = await bearer(request, demo.admin);
      const desk = await bearer(request, demo.recepcion);
      const holder = await usGuest(request, desk, main.nombres, main.apellidos);
      await usGuest(request, desk, companion.nombres, companion.apellidos);
      await usGuest(request, desk, walkIn.nombres, walkIn.apellidos);
      const rack = await apiCall(request, desk, '/api/habitacionesDashboard');
      const room = rack.data.find((r: { numero: string }) => r.numero === ROOM);
      expect(room?.estado).toBe('Disponible');
      const made = await request.post('/api/reservaCrear', {
        headers: { ...desk, 'Idempotency-Key': randomUUID() },
        data: {
          cliente_id: holder,
          canal: 'telefono',
          lineas: [
            {
              tipo_habitacion_id: room.tipo_habitacion_id,
              habitacion_id: room.id,
              llegada: rack.hoy,
              salida: hotelDay(2),
              adultos: 1,
            },
          ],
        },
      });
      expect(made.status(), await made.text()).toBe(200);
      bookingId = (await made.json()).data.id;
    });

    test.afterAll(async ({ request }) => {
      // The shared demo hotel goes back to no TRA for the specs after this one.
      await apiCall(request, admin, '/api/reporteHuespedes/configurar', { tra_activo: false });
    });

    test('the administrator turns the TRA on with its token and the SIRE code', async ({ page }) => {
      await loginAs(page, demo.admin, '/dashboard/admin/configurations');
      await page.getByRole('tab', { name: 'Reporte de huéspedes' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Reporte de huéspedes' });
      await expect(panel.getByRole('table', { name: 'Datos del hotel para los reportes' })).toContainText(
        '45678',
      );
      await expect(panel.getByText('No hay token guardado')).toBeVisible();
      await panel.getByLabel('Token de la TRA').fill(TOKEN);
      await panel.getByRole('textbox', { name: 'Código del hotel en SIRE' }).fill(SIRE_CODE);
      await panel.getByText('Enviar la TRA de cada check-in').click();
      await expect(panel.getByRole('switch', { name: 'Enviar la TRA de cada check-in' })).toBeChecked();
      await panel.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Configuración del reporte de huéspedes guardada').last()).toBeVisible();
      // Written, never shown back: the box is empty again and says one is stored.
      await expect(panel.getByText('Hay un token guardado')).toBeVisible();
      await expect(panel.getByLabel('Token de la TRA')).toHaveValue('');
    });

    test('a foreign guest and a companion check in; the stay shows its TRA sent with its code', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await loginAs(page, demo.recepcion, `/dashboard/reserva/${bookingId}`);
      await page.getByTestId('linea-1').getByRole('button', { name: 'Check-in' }).click();
      const dialog = page.getByRole('dialog', { name: `Check-in de la reserva ${bookingId}` });
      const first = dialog.getByRole('group', { name: 'Huésped principal' });
      await first.getByRole('textbox', { name: 'Residencia' }).fill('Miami, Estados Unidos');
      await choose(first, page, 'Procedencia', /^Estados Unidos$/, 'Estados Un');
      await choose(first, page, 'Destino', /^Medellín \(Antioquia\)/, 'Medell');
      await choose(first, page, 'Motivo del viaje', 'Vacaciones, recreo y ocio');
      await dialog.getByRole('button', { name: 'Agregar acompañante' }).click();
      const second = dialog.getByRole('group', { name: 'Acompañante 1' });
      await choose(second, page, 'Huésped', new RegExp(companion.apellidos), companion.apellidos);
      await second.getByRole('textbox', { name: 'Residencia' }).fill('Miami, Estados Unidos');
      // A companion starts with the main guest's trip.
      await expect(second.getByRole('textbox', { name: 'Procedencia', exact: true })).toHaveValue(
        'Estados Unidos',
      );
      await dialog.getByRole('button', { name: 'Hacer check-in' }).click();
      await expect(dialog).toBeHidden();

      // The queue looks every 3 s here (TRA_QUEUE_SECONDS): the stay's panel asks again while pending.
      await page.goto('/dashboard/dashboardRooms');
      await page.getByRole('button', { name: new RegExp(`^Habitación ${ROOM},`) }).click();
      const room = page.getByRole('dialog', { name: `Habitación ${ROOM}` });
      const tra = room.getByTestId('tra-estancia');
      await expect(tra).toContainText('TRA: Enviado', { timeout: 30_000 });
      await expect(tra).toContainText(/Código MinCIT \d+/);
      await tra.getByRole('button', { name: /Ver envíos/ }).click();
      // The log: the main guest to /one/ and the companion to /two/, both created (201).
      const log = tra.getByRole('table', { name: 'Envíos de la TRA' });
      await expect(log.getByRole('row')).toHaveCount(3);
      await expect(log).toContainText('/one/');
      await expect(log).toContainText('/two/');
    });

    test('Informes → SIRE lists today’s two entries and downloads them as two tab-separated lines', async ({
      page,
    }) => {
      await loginAs(page, demo.recepcion, '/dashboard/admin/reports/sire');
      await expect(page.getByRole('textbox', { name: 'Desde' })).toHaveValue(shown(hotelDay(0)));
      const rows = page.getByRole('table', { name: 'Movimientos para SIRE' }).getByRole('row');
      const ours = rows.filter({ hasText: stamp });
      await expect(ours).toHaveCount(2);
      for (const row of await ours.all()) await expect(row).toContainText('Entrada');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Descargar archivo' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.txt$/);
      const text = (await readFile(await download.path())).toString('latin1');
      const lines = text.split('\r\n').filter((l) => l.includes(stamp));
      expect(lines).toHaveLength(2);
      for (const line of lines) {
        const fields = line.split('\t');
        expect(fields).toHaveLength(13);
        expect(fields[0]).toBe(SIRE_CODE);
        expect(fields[1]).toBe('5001'); // Medellín, as Excel writes the template's numbers
        expect(fields[2]).toBe('3'); // pasaporte
        expect(fields[4]).toBe('249'); // Estados Unidos in Migración's codes
        expect(fields[8]).toBe('E');
        expect(fields[9]).toBe(shown(hotelDay(0)));
        expect(fields[10]).toBe('249'); // procedencia Estados Unidos
        expect(fields[11]).toBe('5001'); // destino Medellín
        expect(fields[12]).toBe('14/03/1990');
      }
      expect(lines.map((l) => l.split('\t')[7]).sort()).toEqual(['MARY ANN', 'PETER']);
    });

    test('after the check-out, SIRE lists two exits; marked as uploaded, every row says Reportado', async ({
      page,
      request,
    }) => {
      // A same-day check-out: the night is reversed, nothing is owed.
      const rack = await apiCall(request, admin, '/api/habitacionesDashboard');
      const room = rack.data.find((r: { numero: string }) => r.numero === ROOM);
      await apiCall(request, admin, '/api/desocuparHabitacionCliente', { habitacion_id: room.id });
      await loginAs(page, demo.recepcion, '/dashboard/admin/reports/sire');
      const rows = page
        .getByRole('table', { name: 'Movimientos para SIRE' })
        .getByRole('row')
        .filter({ hasText: stamp });
      await expect(rows).toHaveCount(4);
      await expect(rows.filter({ hasText: 'Salida' })).toHaveCount(2);
      await page.getByRole('button', { name: 'Marcar como cargado' }).click();
      await page
        .getByRole('dialog', { name: 'Marcar como cargado en SIRE' })
        .getByRole('button', { name: 'Marcar como cargado' })
        .click();
      await expect(page.getByRole('list', { name: 'Períodos cargados en SIRE' })).toContainText(
        `Del ${shown(hotelDay(0))} al ${shown(hotelDay(0))}`,
      );
      await expect(rows.filter({ hasText: 'Reportado' })).toHaveCount(4);
    });

    test('a walk-in from the rack with origin, destination and motive: its TRA is sent', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      // The check-out above left the room dirty: cleaned through the API, as housekeeping would.
      const rack = await apiCall(request, admin, '/api/habitacionesDashboard');
      const room = rack.data.find((r: { numero: string }) => r.numero === ROOM);
      const staff = await apiCall(request, admin, '/api/getEmpleadosHabitacion');
      await apiCall(request, admin, '/api/habitacion/habilitar', {
        habitacion_id: room.id,
        empleado_id: staff.data[0].id,
      });
      await loginAs(page, demo.recepcion, '/dashboard/dashboardRooms');
      await page.getByRole('button', { name: new RegExp(`^Habitación ${ROOM},`) }).click();
      await page.getByRole('button', { name: 'Ocupar', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Habitación ${ROOM}` });
      await choose(dialog, page, 'Cliente', new RegExp(walkIn.apellidos), walkIn.apellidos);
      const register = dialog.getByRole('group', { name: 'Registro del huésped principal' });
      await register.getByRole('textbox', { name: 'Residencia' }).fill('Boston, Estados Unidos');
      await choose(register, page, 'Procedencia', /^Estados Unidos$/, 'Estados Un');
      await choose(register, page, 'Destino', /^Medellín \(Antioquia\)/, 'Medell');
      await choose(register, page, 'Motivo del viaje', 'Negocios y motivos profesionales');
      await dialog.getByRole('button', { name: 'Ocupar', exact: true }).click();
      const card = page.getByRole('button', { name: new RegExp(`^Habitación ${ROOM},`) });
      await expect(card).toContainText('Ocupada');
      await card.click();
      await expect(page.getByTestId('tra-estancia')).toContainText('TRA: Enviado', { timeout: 30_000 });

      // «Completar datos» opens with what the check-in recorded; the destination is corrected.
      await page.getByRole('button', { name: 'Completar datos' }).click();
      const completing = page.getByRole('dialog', { name: 'Completar datos del registro' });
      const main = completing.getByRole('group', { name: /^Huésped principal/ });
      await expect(main.getByRole('textbox', { name: 'Residencia' })).toHaveValue('Boston, Estados Unidos');
      await expect(main.getByRole('textbox', { name: 'Destino' })).toHaveValue('Medellín (Antioquia)');
      await expect(main.getByRole('textbox', { name: 'Motivo del viaje' })).toHaveValue(
        'Negocios y motivos profesionales',
      );
      await choose(main, page, 'Destino', /^Cartagena de Indias \(Bolívar\)/, 'Cartagena de');
      await completing.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Registro de la estadía guardado')).toBeVisible();
      await expect(completing).toBeHidden();
      await page.getByRole('button', { name: 'Completar datos' }).click();
      await expect(
        page
          .getByRole('dialog', { name: 'Completar datos del registro' })
          .getByRole('textbox', { name: 'Destino' })
          .first(),
      ).toHaveValue('Cartagena de Indias (Bolívar)');
    });
  });
