import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { makeUser } from '../../test/factories';
import { fakeApi, renderApp } from '../../test/render-app';

const resolution = {
  id: 1,
  tipo_documento: 'pos',
  numero_resolucion: '18760000001',
  prefijo: 'SETP',
  desde: 1,
  hasta: 1000,
  siguiente: 950,
  fecha_desde: '2026-01-01',
  fecha_hasta: '2026-12-31',
  clave_tecnica: 'clave',
  estado: true,
  restantes: 51,
  dias_restantes: 200,
  alerta: 'Quedan 51 números (5 %)',
};

describe('DIAN resolutions screen', () => {
  // The screen's code (with the date picker's) loads lazily: seconds on a busy machine.
  it('shows the document type, the range, the next number and the server’s warning', async () => {
    fakeApi({
      'GET /api/getPermisosUsuario': {
        status: 200,
        body: { is_root: false, permisos: [{ code: 'numeracion.ver' }] },
      },
      'GET /api/configurations': { status: 200, body: { data: null } },
      'POST /api/numeracionExternaListar': {
        status: 200,
        body: { data: [resolution], current_page: 1, per_page: 10, total: 1, last_page: 1 },
      },
    });
    setSession('tok', makeUser(['numeracion.ver']));
    renderApp('/dashboard/admin/externalSequence');
    expect(await screen.findByText('Quedan 51 números (5 %)', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('SETP950')).toBeTruthy();
    expect(screen.getByText('1 – 1.000')).toBeTruthy();
    // What the range numbers: here the documento equivalente POS.
    expect(screen.getByText('Documento equivalente POS')).toBeTruthy();
    // Without numeracion.editar there is nothing to create or edit.
    expect(screen.queryByRole('button', { name: 'Nuevo' })).toBeNull();
  });
});
