import { getDefaultZIndex, Modal } from '@mantine/core';
import { closeDialog, forgetDialog, type OpenDialog } from './dialog-store';

/** Above the screens' own dialogs: a question asked from inside one shows over it. */
const Z_INDEX = getDefaultZIndex('modal') + 1;

/** The open dialogs of `openDialog`, each a Mantine `Modal`, the last opened on top. */
export function DialogStack({ dialogs }: { dialogs: readonly OpenDialog[] }) {
  return dialogs.map((dialog) => (
    <Modal
      key={dialog.id}
      opened={dialog.opened}
      onClose={() => closeDialog(dialog.id)}
      onExitTransitionEnd={() => forgetDialog(dialog.id)}
      title={dialog.title}
      centered={dialog.centered}
      // The store gives the focus back (closeDialog): mounted open, Mantine has nothing to return to.
      returnFocus={false}
      zIndex={Z_INDEX}
    >
      {dialog.children}
    </Modal>
  ));
}
