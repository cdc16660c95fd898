import { Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useDebitNote } from '../../api/invoices';
import { MutationActions } from '../../components/action-buttons';
import { notifySuccess } from '../../components/crud';
import type { NoteFormProps } from './credit-note-form';
import { type DebitLineValues, debitNoteBody, debitNoteReady, emptyDebitLine } from './debit-note-values';
import { TypedLinesTable } from './typed-lines-table';

/**
 * Nota débito: charges added to an issued invoice (concept, quantity, unit price before taxes,
 * its tax), with the reason; numbered on the server, taxed by the invoice's rules.
 */
export function DebitNoteForm({ invoice, onDone, onBack }: NoteFormProps) {
  const note = useDebitNote();
  const [motivo, setMotivo] = useState('');
  const [lines, setLines] = useState<DebitLineValues[]>([emptyDebitLine()]);
  const [touched, setTouched] = useState(false);
  const submit = () => {
    setTouched(true);
    note.mutate(debitNoteBody(invoice.id, motivo, lines), {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        onDone();
      },
    });
  };
  return (
    <Stack gap="sm">
      <Text fw={600}>Nota débito a la factura {invoice.numero}</Text>
      <Text size="sm" c="dimmed">
        Precios antes de impuestos; el impuesto de cada línea se calcula como en la factura.
      </Text>
      <TypedLinesTable label="Líneas de la nota débito" lines={lines} setLines={setLines} touched={touched} />
      <Textarea
        label="Motivo"
        rows={3}
        value={motivo}
        onChange={(e) => setMotivo(e.currentTarget.value)}
        description="Al menos 5 caracteres"
        withAsterisk
      />
      <MutationActions
        mutation={note}
        errorTitle="No se pudo crear la nota débito"
        label="Crear nota débito"
        disabled={!debitNoteReady(motivo, lines)}
        onBack={onBack}
        onConfirm={submit}
      />
    </Stack>
  );
}
