import { Button, Group } from '@mantine/core';
import { IconFileTypePdf, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { openDebitNotePdf, openInvoicePdf, type PdfFormat } from '../api/invoices';
import { notifyError } from './crud';

const formats: { value: PdfFormat; label: string; icon: typeof IconReceipt }[] = [
  { value: 'carta', label: 'PDF carta', icon: IconFileTypePdf },
  { value: 'tirilla', label: 'Tirilla 80 mm', icon: IconReceipt },
];

/** The documents with a PDF: what the buttons call them and how each opens. */
const documents = {
  factura: { nombre: 'la factura', open: openInvoicePdf },
  nota_debito: { nombre: 'la nota débito', open: openDebitNotePdf },
} as const;

/** Opens the invoice's (or a debit note's) PDF in a new tab, on letter paper or as an 80 mm receipt. */
export function InvoicePdfButtons({
  factura,
  documento = 'factura',
}: {
  factura: { id: number; numero: string };
  documento?: keyof typeof documents;
}) {
  const [busy, setBusy] = useState<PdfFormat | null>(null);
  const { nombre, open: openPdf } = documents[documento];
  const open = (format: PdfFormat) => {
    setBusy(format);
    openPdf(factura, format)
      .catch((error: unknown) => notifyError(error, 'No se pudo abrir el PDF'))
      .finally(() => setBusy(null));
  };
  return (
    <Group gap="xs">
      {formats.map(({ value, label, icon: Icon }) => (
        <Button
          key={value}
          size="xs"
          variant="light"
          leftSection={<Icon size={16} />}
          loading={busy === value}
          aria-label={`${label} de ${nombre} ${factura.numero}`}
          onClick={() => open(value)}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
