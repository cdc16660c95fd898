import { Button, Group } from '@mantine/core';

/** A form's Volver and its action's button. */
export function ActionButtons({
  busy,
  label,
  disabled,
  onBack,
  onConfirm,
}: {
  busy: boolean;
  label: string;
  disabled?: boolean;
  onBack: () => void;
  /** Absent for a submit button of the surrounding form. */
  onConfirm?: () => void;
}) {
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
