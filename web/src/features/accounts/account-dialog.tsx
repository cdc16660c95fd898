import { Badge, Group, Modal, Text } from '@mantine/core';
import { formatCOP } from '../../lib/format';
import { accountPlace } from './account-list';
import { AccountPanel } from './account-panel';
import { StatementButton } from './account-statement';
import { useAccount } from './api';

/** One account opened from Detalle Cuentas: its holder, entries, totals, actions and statement. */
export function AccountDialog({ cuentaId, onClose }: { cuentaId: number | null; onClose: () => void }) {
  const account = useAccount(cuentaId);
  const a = account.data;
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
      {cuentaId !== null && (
        <AccountPanel cuentaId={cuentaId} extra={(account) => <StatementButton account={account} />} />
      )}
    </Modal>
  );
}
