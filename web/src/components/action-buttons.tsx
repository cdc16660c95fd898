import { Button, Group } from '@mantine/core';
import type { TRackRoom } from '@posada/contracts';

/** What the room dialog hands the form of each action. */
export interface ActionFormProps {
  room: TRackRoom;
  /** The hotel's date today (YYYY-MM-DD). */
  hoy: string;
  busy: boolean;
  /** The refusal of the last submit (its field errors go onto the form's fields), or null. */
  error: Error | null;
  /** `idempotencyKey`: sent as the call's Idempotency-Key header (check-out). */
  onSubmit: (body: Record<string, unknown>, idempotencyKey?: string) => void;
  onBack: () => void;
}

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
