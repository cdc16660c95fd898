import type { TWithdrawal } from '@posada/contracts';
import type { CrudColumn } from '../../components/crud';
import { formatCOP, formatDateTime } from '../../lib/format';
import { noFilters, useWithdrawals } from './history-api';
import { HistoryList, useHistoryState } from './history-list';

const columns: CrudColumn<TWithdrawal>[] = [
  { key: 'fecha', header: 'Fecha', render: (w) => formatDateTime(w.fecha) },
  { key: 'caja', header: 'Caja', render: (w) => w.caja },
  { key: 'usuario', header: 'Usuario', render: (w) => w.usuario },
  { key: 'monto', header: 'Monto', render: (w) => formatCOP(w.monto, 0) },
  { key: 'motivo', header: 'Motivo', render: (w) => w.motivo },
];

/** admin/cash-register-partial-withdrawal: partial withdrawals by date, register and user. */
export function WithdrawalsPage() {
  const state = useHistoryState(noFilters);
  return (
    <HistoryList
      title="Retiros parciales"
      columns={columns}
      query={useWithdrawals(state.filters, state.page)}
      filters={state.filters}
      onFilters={state.setFilters}
      page={state.page}
      onPage={state.setPage}
      rowKey={(w) => w.id}
    />
  );
}
