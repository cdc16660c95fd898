import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { openSalePdf } from '../../api/sales';
import { notifyError } from '../../components/crud';

/** «PDF»: the sale's 80 mm ticket as a PDF, in a new tab. */
export function SalePdfButton({ sale }: { sale: { id: number; numero: string | null } }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconFileTypePdf size={14} />}
      loading={busy}
      aria-label={`PDF de ${sale.numero ?? `el cargo ${sale.id}`}`}
      onClick={() => {
        setBusy(true);
        openSalePdf(sale)
          .catch((error: unknown) => notifyError(error, 'No se pudo abrir el PDF'))
          .finally(() => setBusy(false));
      }}
    >
      PDF
    </Button>
  );
}
