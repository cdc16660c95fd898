import { ActionIcon, Button, Group, Modal, Tooltip } from '@mantine/core';
import type { TShiftSummary } from '@posada/contracts';
import { IconEye, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import type { CrudColumn } from '../../components/crud';
import { ExportButtons } from '../../components/export-buttons';
import { formatCOP, formatDateTime } from '../../lib/format';
import { ClosingSlip, closingSlipDocument, ResultBadge } from './closing-slip';
import { noFilters, useClosings } from './history-api';
import { HistoryList, useHistoryState } from './history-list';
import { useSlipPrinter } from './slip-printer';

const money = (value: string | null) => (value === null ? '—' : formatCOP(value, 0));

const columns: CrudColumn<TShiftSummary>[] = [
  { key: 'cierre', header: 'Cierre', render: (s) => (s.cerrado_at ? formatDateTime(s.cerrado_at) : '—') },
  { key: 'caja', header: 'Caja', render: (s) => s.caja },
  { key: 'usuario', header: 'Cajero', render: (s) => s.usuario },
  { key: 'esperado', header: 'Esperado', render: (s) => money(s.total.esperado) },
  { key: 'contado', header: 'Contado', render: (s) => money(s.total.contado) },
  { key: 'diferencia', header: 'Diferencia', render: (s) => money(s.total.diferencia) },
  { key: 'resultado', header: 'Resultado', render: (s) => <ResultBadge resultado={s.total.resultado} /> },
];

/** admin/cash-register-close: closings with their detail per group and their differences. */
export function ClosingsPage() {
  const state = useHistoryState(noFilters);
  const query = useClosings(state.filters, state.page);
  const [shown, setShown] = useState<TShiftSummary | null>(null);
  const printer = useSlipPrinter();
  return (
    <>
      <HistoryList
        title="Cierres de caja"
        columns={columns}
        query={query}
        filters={state.filters}
        onFilters={state.setFilters}
        page={state.page}
        onPage={state.setPage}
        rowKey={(s) => s.turno_id}
        rowActions={(s) => (
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Ver detalle" withinPortal>
              <ActionIcon variant="subtle" aria-label="Ver detalle" onClick={() => setShown(s)}>
                <IconEye size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            {/* A lost or spoiled slip is printed again without opening the detail. */}
            <Tooltip label="Reimprimir comprobante" withinPortal>
              <ActionIcon variant="subtle" aria-label="Reimprimir" onClick={() => printer.print(s)}>
                <IconPrinter size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      />
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        title="Detalle del cierre"
        size={960}
        centered
      >
        {shown && (
          <>
            <ClosingSlip summary={shown} />
            <Group justify="flex-end" mt="md">
              <ExportButtons read={() => closingSlipDocument(shown)} />
              <Button variant="default" onClick={() => printer.print(shown)}>
                Imprimir comprobante
              </Button>
            </Group>
          </>
        )}
      </Modal>
      {printer.offscreen}
    </>
  );
}
