import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { LazyDialog, lazyNamed, usePreloadOnInteraction } from '../../lib/lazy-named';
import { usePermission } from '../../lib/permissions';

/** The «Abrir Caja» dialog (the top bar's and every screen's that takes money), loaded when first opened. */
export const OpenRegisterDialog = lazyNamed(() => import('./open-register-dialog'), 'OpenRegisterDialog');

/**
 * «Abrir Caja» where a screen needs an open register (the sale's Cobrar): the top bar's own dialog,
 * so the register opens here and the screen goes on without a reload (the balance is read again).
 * Nothing for a user without `cajas.abrir`.
 */
export function OpenRegisterButton(props: Omit<ButtonProps, 'onClick'>) {
  const canOpen = usePermission('cajas.abrir');
  const [opened, setOpened] = useState(false);
  usePreloadOnInteraction(OpenRegisterDialog);
  if (!canOpen) return null;
  return (
    <>
      <Button size="xs" {...props} onClick={() => setOpened(true)}>
        Abrir Caja
      </Button>
      <LazyDialog component={OpenRegisterDialog} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
