import { Box, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useCashBalance } from '../../api/cash-registers';
import { OpenRegisterDialog } from '../../components/open-register/open-register-button';
import { LazyDialog, lazyNamed, usePreloadOnInteraction } from '../../lib/lazy-named';
import { usePermission } from '../../lib/permissions';

const CloseRegisterDialog = lazyNamed(() => import('./close-register-dialog'), 'CloseRegisterDialog');
const WithdrawalDialog = lazyNamed(() => import('./withdrawal-dialog'), 'WithdrawalDialog');

type RegisterAction = 'Abrir Caja' | 'Cerrar Caja' | 'Retiro Parcial';

/** On a phone the top bar has room for one word per button; the full name stays the label. */
const shortLabel: Record<RegisterAction, string> = {
  'Abrir Caja': 'Abrir',
  'Cerrar Caja': 'Cerrar',
  'Retiro Parcial': 'Retiro',
};

/** Top-bar register buttons (spec §2): open or close, and a partial withdrawal while open. */
export function RegisterButtons() {
  const { abierta } = useCashBalance();
  const canOpen = usePermission('cajas.abrir');
  const canClose = usePermission('cajas.cerrar');
  const canWithdraw = usePermission('cajas.retirar');
  const [action, setAction] = useState<RegisterAction | null>(null);
  const done = () => setAction(null);
  usePreloadOnInteraction(OpenRegisterDialog, CloseRegisterDialog, WithdrawalDialog);

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
              px={{ base: 8, xs: 'sm' }}
              variant={label === 'Retiro Parcial' ? 'default' : 'filled'}
              aria-label={label}
              onClick={() => setAction(label)}
            >
              <Box component="span" hiddenFrom="xs">
                {shortLabel[label]}
              </Box>
              <Box component="span" visibleFrom="xs">
                {label}
              </Box>
            </Button>
          ))}
        </Group>
      )}
      {/* Mounted while its action is chosen, even after the register state changes under it. */}
      {canOpen && (
        <LazyDialog component={OpenRegisterDialog} opened={action === 'Abrir Caja'} onClose={done} />
      )}
      {canClose && (
        <LazyDialog component={CloseRegisterDialog} opened={action === 'Cerrar Caja'} onClose={done} />
      )}
      {canWithdraw && (
        <LazyDialog component={WithdrawalDialog} opened={action === 'Retiro Parcial'} onClose={done} />
      )}
    </>
  );
}
