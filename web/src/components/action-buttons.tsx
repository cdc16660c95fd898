import { Alert, Button, Group } from '@mantine/core';
import { errorMessage } from './crud';

interface ActionButtonsProps {
  busy: boolean;
  label: string;
  disabled?: boolean;
  onBack: () => void;
  /** Absent for a submit button of the surrounding form. */
  onConfirm?: () => void;
}

/** A form's Volver and its action's button. */
export function ActionButtons({ busy, label, disabled, onBack, onConfirm }: ActionButtonsProps) {
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="default" onClick={onBack}>
        Volver
      </Button>
      <Button
        loading={busy}
        disabled={disabled}
        {...(onConfirm ? { onClick: onConfirm } : { type: 'submit' as const })}
      >
        {label}
      </Button>
    </Group>
  );
}

/**
 * The foot of a form that sends one mutation: the server's refusal of the last try in a red alert
 * titled `errorTitle`, then Volver and the action's button, busy while the mutation runs.
 */
export function MutationActions({
  mutation,
  errorTitle,
  ...buttons
}: Omit<ActionButtonsProps, 'busy'> & {
  mutation: { error: unknown; isPending: boolean };
  errorTitle: string;
}) {
  return (
    <>
      {mutation.error ? (
        <Alert color="red" title={errorTitle}>
          {errorMessage(mutation.error)}
        </Alert>
      ) : null}
      <ActionButtons busy={mutation.isPending} {...buttons} />
    </>
  );
}
