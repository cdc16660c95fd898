import { Button, Modal } from '@mantine/core';
import type { TClientBalance } from '@posada/contracts';
import { IconCashBanknote } from '@tabler/icons-react';
import { useState } from 'react';
import { useClientBalancePage } from '../../api/client-balances';
import { type CrudColumn, CrudList, moneyColumn, notifySuccess, partyColumn } from '../../components/crud';
import { formatDateTime } from '../../lib/format';
import { usePermission } from '../../lib/permissions';
import { RefundForm } from './refund-form';

const columns: CrudColumn<TClientBalance>[] = [
  partyColumn(
    'cliente',
    'Cliente',
    (b) => b.nombre,
    (b) => b.documento,
  ),
  moneyColumn('saldo', 'Saldo a favor', (b) => b.saldo, 2),
  {
    key: 'fecha',
    header: 'Último movimiento',
    render: (b) => (b.updated_at ? formatDateTime(b.updated_at) : '—'),
  },
];

/**
 * Saldos a favor (Facturación): the clients the hotel owes money to after credit notes issued
 * without a refund, latest first; a cashier with `facturas.devolver` gives it back through the
 * open register.
 */
export function ClientBalancesList() {
  const mayRefund = usePermission('facturas.devolver');
  const [open, setOpen] = useState<TClientBalance | null>(null);
  return (
    <>
      <CrudList
        title="Saldos a favor de clientes"
        columns={columns}
        useList={useClientBalancePage}
        rowKey={(b) => b.cliente_id}
        searchPlaceholder="Nombre o documento del cliente"
        rowActions={(b) =>
          mayRefund && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCashBanknote size={14} />}
              aria-label={`Devolver el saldo a favor de ${b.nombre}`}
              onClick={() => setOpen(b)}
            >
              Devolver
            </Button>
          )
        }
      />
      <Modal opened={open !== null} onClose={() => setOpen(null)} title="Devolver saldo a favor" size="lg">
        {open && (
          <RefundForm
            balance={open}
            onBack={() => setOpen(null)}
            onDone={(message) => {
              notifySuccess(message);
              setOpen(null);
            }}
          />
        )}
      </Modal>
    </>
  );
}
