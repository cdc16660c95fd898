import { Alert, Button, Group } from '@mantine/core';

export interface DialogAction {
  label: string;
  onClick: () => void;
  loading: boolean;
  disabled?: boolean;
  color?: string;
}

/**
 * The last lines of a dialog that confirms one action: why it failed (the server's message, when
 * it did), then "Volver" and the action's button.
 */
export function DialogFooter({
  failure,
  failureTitle,
  onClose,
  action,
}: {
  failure: string | null;
  failureTitle: string;
  onClose: () => void;
  action: DialogAction;
}) {
  return (
    <>
      {failure && (
        <Alert color="red" title={failureTitle}>
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Volver
        </Button>
        <Button
          {...(action.color ? { color: action.color } : {})}
          loading={action.loading}
          disabled={action.disabled ?? false}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      </Group>
    </>
  );
}
