import { Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A list row's Ver: opens the record (`label` names it for screen readers: 'Ver la factura FE3'). */
export function ViewButton({
  label,
  onClick,
  icon = <IconEye size={14} />,
}: {
  label?: string;
  onClick: () => void;
  icon?: ReactNode;
}) {
  return (
    <Button size="xs" variant="light" leftSection={icon} aria-label={label} onClick={onClick}>
      Ver
    </Button>
  );
}
