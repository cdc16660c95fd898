import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { usePermission } from '../../lib/permissions';
import { useCashBalance } from './api';
import { CloseRegisterDialog } from './close-register-dialog';
import { OpenRegisterDialog } from './open-register-dialog';
import { WithdrawalDialog } from './withdrawal-dialog';

type RegisterAction = 'Abrir Caja' | 'Cerrar Caja' | 'Retiro Parcial';

/** Top-bar register buttons (spec §2): open or close, and a partial withdrawal while open. */
export function RegisterButtons() {
  const { abierta } = useCashBalance();
  const canOpen = usePermission('cajas.abrir');
  const canClose = usePermission('cajas.cerrar');
  const canWithdraw = usePermission('cajas.retirar');
  const [action, setAction] = useState<RegisterAction | null>(null);
  const done = () => setAction(null);

  const buttons: RegisterAction[] = [];
  if (!abierta && canOpen) buttons.push('Abrir Caja');
  if (abierta && canClose) buttons.push('Cerrar Caja');
  if (abierta && canWithdraw) buttons.push('Retiro Parcial');

  return (
    <>
      {buttons.length > 0 && (
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
      )}
      {/* Mounted while its action is chosen, even after the register state changes under it. */}
      {canOpen && <OpenRegisterDialog opened={action === 'Abrir Caja'} onClose={done} />}
      {canClose && <CloseRegisterDialog opened={action === 'Cerrar Caja'} onClose={done} />}
      {canWithdraw && <WithdrawalDialog opened={action === 'Retiro Parcial'} onClose={done} />}
    </>
  );
}
