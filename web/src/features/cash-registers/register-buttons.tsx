import { Button, Group, Modal } from '@mantine/core';
import { useState } from 'react';
import { UnderConstruction } from '../../components/under-construction';
import { usePermission } from '../../lib/permissions';
import { useCashBalance } from './api';

type RegisterAction = 'Abrir Caja' | 'Cerrar Caja' | 'Retiro Parcial';

/** Top-bar register buttons (spec §2): open or close, and a partial withdrawal while open. */
export function RegisterButtons() {
  const { abierta } = useCashBalance();
  const canOpen = usePermission('cajas.abrir');
  const canClose = usePermission('cajas.cerrar');
  const canWithdraw = usePermission('cajas.retirar');
  const [action, setAction] = useState<RegisterAction | null>(null);

  const buttons: RegisterAction[] = [];
  if (!abierta && canOpen) buttons.push('Abrir Caja');
  if (abierta && canClose) buttons.push('Cerrar Caja');
  if (abierta && canWithdraw) buttons.push('Retiro Parcial');
  if (buttons.length === 0) return null;

  return (
    <>
      <Group gap="xs" wrap="nowrap">
        {buttons.map((label) => (
          <Button
            key={label}
            size="xs"
            variant={label === 'Retiro Parcial' ? 'default' : 'filled'}
            onClick={() => setAction(label)}
          >
            {label}
          </Button>
        ))}
      </Group>
      <Modal opened={action !== null} onClose={() => setAction(null)} title={action} centered>
        {action && <UnderConstruction title={action} withTitle={false} />}
      </Modal>
    </>
  );
}
