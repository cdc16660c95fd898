import { Badge, Button, Group, Modal, Text } from '@mantine/core';
import type { TAccount, TRackRoom } from '@posada/contracts';
import { IconDoorExit, IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccount } from '../../api/accounts';
import { useRoomDetail } from '../../api/rooms';
import { AccountPanel } from '../../components/account-panel/account-panel';
import { accountPlace } from '../../components/account-select';
import { formatCOP } from '../../lib/format';
import { compareMoney } from '../../lib/money';
import { usePermission } from '../../lib/permissions';
import { StatementButton } from './account-statement';
import { InvoiceAccountForm } from './invoice-account-form';

/**
 * A company's or a group's open account with a balance is invoiced from here; a stay's account at
 * its check-out.
 */
const invoiceable = (a: TAccount) =>
  a.estado === 'abierta' && a.tipo !== 'estancia' && compareMoney(a.saldo, '0') > 0;

/** A stay's open account whose room is still occupied: checked out (and invoiced) from here too. */
const vacatable = (a: TAccount | undefined) =>
  a?.tipo === 'estancia' && a.estado === 'abierta' && a.habitacion !== null ? a.habitacion.id : null;

/**
 * One account opened from Detalle Cuentas: its holder, entries, totals, actions and statement. A
 * stay's account offers its check-out: `onCheckout` gets the room, whose dialog opens on
 * 'Desocupar y facturar' (the rack's own form, so there is one check-out on screen).
 */
export function AccountDialog({
  cuentaId,
  onClose,
  onCheckout,
}: {
  cuentaId: number | null;
  onClose: () => void;
  onCheckout?: (room: TRackRoom) => void;
}) {
  const account = useAccount(cuentaId);
  const mayInvoice = usePermission('facturas.crear');
  const mayVacate = usePermission('rack.desocupar');
  const [invoicing, setInvoicing] = useState(false);
  const a = account.data;
  const roomId = vacatable(a);
  const room = useRoomDetail(roomId ?? 0, Boolean(onCheckout && mayVacate && roomId));
  const occupied = room.data?.data.estancia?.cuenta_id === cuentaId ? room.data?.data.habitacion : undefined;
  return (
    <Modal opened={cuentaId !== null} onClose={onClose} title={`Cuenta N.º ${cuentaId ?? ''}`} size="xl">
      {a && (
        <Group gap="xs" mb="xs">
          <Badge variant="light">{accountPlace(a)}</Badge>
          <Text size="sm">
            {a.nombre ? `${a.nombre} · ` : ''}
            {a.cliente.nombre} · {a.cliente.documento}
          </Text>
          {a.estado !== 'abierta' && <Badge color="gray">Cerrada</Badge>}
          <Text size="sm" c="dimmed">
            Saldo {formatCOP(a.saldo, 2)}
          </Text>
        </Group>
      )}
      {a && invoicing ? (
        <InvoiceAccountForm account={a} onBack={() => setInvoicing(false)} />
      ) : (
        cuentaId !== null && (
          <AccountPanel
            cuentaId={cuentaId}
            extra={(account) => (
              <>
                <StatementButton account={account} />
                {onCheckout && occupied && (
                  <Button
                    variant="light"
                    leftSection={<IconDoorExit size={16} />}
                    onClick={() => onCheckout(occupied)}
                  >
                    Desocupar y facturar
                  </Button>
                )}
                {mayInvoice && invoiceable(account) && (
                  <Button
                    variant="light"
                    leftSection={<IconFileInvoice size={16} />}
                    onClick={() => setInvoicing(true)}
                  >
                    Facturar
                  </Button>
                )}
              </>
            )}
          />
        )
      )}
    </Modal>
  );
}
