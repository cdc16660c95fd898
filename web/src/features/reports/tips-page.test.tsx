import type { TTipReport } from '@posada/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { downloadReportPdf } from '../../components/report-pdf';
import { setSession } from '../../lib/session';
import { makeUser } from '../../test/factories';
import { fakeApi, renderScreen } from '../../test/render-app';

vi.mock('../../components/report-pdf', async (actual) => ({
  ...(await actual<typeof import('../../components/report-pdf')>()),
  downloadReportPdf: vi.fn(async () => {}),
}));

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');
const report: TTipReport = {
  desde: '2026-11-01',
  hasta: '2026-11-28',
  data: [
    {
      turno_id: 4,
      caja: 'Caja Restaurante',
      cajero: 'Camila Cajera',
      abierto_at: '2026-11-28T12:00:00.000Z',
      cerrado_at: null,
      punto_venta: 'Restaurante',
      vendedor: 'Walter Mesero',
      ventas: 2,
      propina: '4000.50',
    },
  ],
  totales: { ventas: 2, propina: '4000.50' },
};

describe('Propinas por turno', () => {
  it('lists the tips by shift, outlet and seller with their total, and exports them', async () => {
    const { calls } = fakeApi({ 'GET /api/ventas/propinas': { status: 200, body: report } });
    setSession('tok', makeUser(['reportes.cajas']));
    renderScreen('admin/reports/tips');
    const table = await screen.findByRole('table', { name: 'Propinas por turno' });
    const row = (await within(table).findByText('Walter Mesero')).closest('tr') as HTMLElement;
    expect(plain(row.textContent)).toContain('Caja Restaurante · Camila Cajera · 28/11/2026 07:00 (abierto)');
    expect(plain(row.textContent)).toContain('$ 4.001');
    expect(plain(within(table).getByTestId('fila-totales').textContent)).toBe('Total——2$ 4.001');
    expect(calls.find((c) => c.url.startsWith('/api/ventas/propinas'))?.url).toMatch(
      /desde=\d{4}-\d{2}-01&hasta=\d{4}-\d{2}-\d{2}/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Exportar PDF' }));
    await waitFor(() => expect(downloadReportPdf).toHaveBeenCalledOnce());
    const [doc] = vi.mocked(downloadReportPdf).mock.calls[0] ?? [];
    expect(doc?.fileName).toBe('propinas-2026-11-01-2026-11-28');
    expect(doc?.parts[0]?.totals).toEqual(['Total', null, null, 2, '4000.50']);
  });
});
