import { Button, type ButtonProps, Group } from '@mantine/core';
import { type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import { lazyNamed, useEverTrue, usePreloadOnInteraction } from '../lib/lazy-named';
import { clearDialogs, closeDialog, openDialog, openDialogs, subscribeDialogs } from './dialog-store';

export interface ConfirmOptions {
  title: ReactNode;
  children: ReactNode;
  /** The button that does it ('Eliminar', 'Marcar como cargado'); the other is 'Cancelar'. */
  confirmLabel: string;
  confirmColor?: ButtonProps['color'];
  centered?: boolean;
  /** Runs on the confirming button, after the dialog closed; not on 'Cancelar', Esc or the ×. */
  onConfirm: () => unknown;
}

/** A question with 'Cancelar' and a button that does what it asks. */
export function openConfirm({
  title,
  children,
  confirmLabel,
  confirmColor,
  centered,
  onConfirm,
}: ConfirmOptions): string {
  const id: string = openDialog({
    title,
    centered,
    children: (
      <>
        {children}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => closeDialog(id)}>
            Cancelar
          </Button>
          <Button
            color={confirmColor}
            onClick={() => {
              closeDialog(id);
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </>
    ),
  });
  return id;
}

const DialogStack = lazyNamed(() => import('./dialog-stack'), 'DialogStack');

/**
 * Where the dialogs of `openDialog` and `openConfirm` are drawn: nothing until the first opens.
 * Our own store instead of @mantine/modals: its provider drew a closed `Modal` into every first
 * visit's first commit and put Mantine's modal code into the first bundle (docs/performance.md,
 * fourteenth pass). The stack's code loads at the person's first interaction with the page, so a
 * dialog opened by a click does not wait for it.
 */
export function Dialogs() {
  const open = useSyncExternalStore(subscribeDialogs, openDialogs, openDialogs);
  usePreloadOnInteraction(DialogStack);
  // The dialogs live as long as the app that shows them (a test's render, in practice).
  useEffect(() => clearDialogs, []);
  // Not `MountWhenOpened`: the store gives the focus back itself, each dialog to its own opener.
  return useEverTrue(open.length > 0) ? (
    <Suspense fallback={null}>
      <DialogStack dialogs={open} />
    </Suspense>
  ) : null;
}
