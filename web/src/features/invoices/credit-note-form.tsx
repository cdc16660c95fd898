import { Alert, Checkbox, Radio, SegmentedControl, Stack, Table, Text, Textarea } from '@mantine/core';
import type { CreditNoteRefund, TInvoice } from '@posada/contracts';
import { useState } from 'react';
import { useCashBalance } from '../../api/cash-registers';
import { useCreditNote } from '../../api/invoices';
import { MutationActions } from '../../components/action-buttons';
import { notifySuccess } from '../../components/crud';
import { PaymentMethodSelect } from '../../components/payment-method-select';
import { QuantityInput } from '../../components/quantity-input';
import { formatCOP } from '../../lib/format';
import { usePermission } from '../../lib/permissions';
import {
  type ChosenLines,
  chosenProblem,
  creditNoteBody,
  creditNoteReady,
  type RefundSituation,
  refundOf,
  refundSituation,
  remaining,
} from './credit-note-values';

/** What the invoice dialog hands a note's form (credit or debit) it opens in place of the invoice. */
export interface NoteFormProps {
  invoice: TInvoice;
  onDone: () => void;
  onBack: () => void;
}

/** What the form says of the money before it is filled, by situation (null: it offers a choice). */
function refundNotice(
  situation: RefundSituation,
  buyer: string,
): { color: string; title: string; text: string } | null {
  const later = 'un cajero lo devuelve después desde su caja (Facturación → Saldos a favor)';
  switch (situation) {
    case 'credito':
      return {
        color: 'blue',
        title: 'Factura a crédito',
        text: 'El valor anulado se descuenta de la cuenta de la empresa; no se devuelve dinero.',
      };
    case 'saldo_sin_caja':
      return {
        color: 'blue',
        title: 'Sin caja abierta',
        text: `El valor pagado de lo que anule quedará como saldo a favor de ${buyer}; ${later}.`,
      };
    case 'saldo_sin_permiso':
      return {
        color: 'blue',
        title: 'Sin devolución por caja',
        text: `Su usuario no devuelve dinero por caja: el valor pagado de lo que anule quedará como saldo a favor de ${buyer}; ${later}.`,
      };
    case 'solo_caja':
      return {
        color: 'yellow',
        title: 'Factura a consumidor final',
        text: 'No se le puede dejar saldo a favor: el valor pagado se devuelve ahora por su caja abierta.',
      };
    case 'bloqueada':
      return {
        color: 'red',
        title: 'Factura a consumidor final',
        text: 'No se le puede dejar saldo a favor y la devolución necesita una caja abierta y el permiso de devolver dinero: pida la anulación a quien tenga ambos.',
      };
    default:
      return null;
  }
}

/**
 * Anular con nota crédito: the whole invoice, or chosen quantities of its lines, with the reason.
 * A credit note is a document: what the buyer paid for it stays as its balance in favour, or —
 * for a user with an open register and `facturas.devolver` who chooses so — goes back at once
 * by the chosen method (else the invoice's first). The form says which before it is filled.
 * Products return to their warehouse.
 */
export function CreditNoteForm({ invoice, onDone, onBack }: NoteFormProps) {
  const note = useCreditNote();
  const register = useCashBalance();
  const mayRefund = usePermission('facturas.devolver');
  const situation = refundSituation(invoice, { registerOpen: register.abierta, mayRefund });
  const notice = refundNotice(situation, invoice.comprador.nombre);
  const [motivo, setMotivo] = useState('');
  const [whole, setWhole] = useState(true);
  const [chosen, setChosen] = useState<ChosenLines>({});
  const [choice, setChoice] = useState<CreditNoteRefund>('saldo_favor');
  const [formaPago, setFormaPago] = useState<string | null>(null);
  const devolucion = refundOf(situation, choice);
  const open = invoice.lineas.filter((l) => /[1-9]/.test(remaining(l)));
  const submit = () =>
    note.mutate(creditNoteBody(invoice, motivo, whole, chosen, { devolucion, formaPagoId: formaPago }), {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        onDone();
      },
    });
  return (
    <Stack gap="sm">
      <Text fw={600}>Anular la factura {invoice.numero} con nota crédito</Text>
      {notice && (
        <Alert color={notice.color} variant="light" title={notice.title} data-testid="devolucion-aviso">
          {notice.text}
        </Alert>
      )}
      {situation === 'elegir' && (
        <Radio.Group
          label="El dinero pagado de lo que anule"
          value={choice}
          onChange={(v) => setChoice(v as CreditNoteRefund)}
        >
          <Stack gap={6} mt={4}>
            <Radio value="saldo_favor" label={`Dejarlo como saldo a favor de ${invoice.comprador.nombre}`} />
            <Radio
              value="caja"
              label={`Devolverlo ahora por su caja${register.nombre ? ` (${register.nombre})` : ''}`}
            />
          </Stack>
        </Radio.Group>
      )}
      <SegmentedControl
        aria-label="Qué se anula"
        value={whole ? 'toda' : 'lineas'}
        onChange={(v) => setWhole(v === 'toda')}
        data={[
          { value: 'toda', label: 'Toda la factura' },
          { value: 'lineas', label: 'Algunas líneas' },
        ]}
      />
      {!whole && (
        <Table.ScrollContainer minWidth={420}>
          <Table withTableBorder fz="sm" aria-label="Líneas a anular">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Línea</Table.Th>
                <Table.Th>Cantidad a anular</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {open.map((l) => {
                const value = chosen[l.id];
                return (
                  <Table.Tr key={l.id}>
                    <Table.Td>
                      <Checkbox
                        label={`${l.descripcion} (${formatCOP(l.total, 2)})`}
                        checked={value !== undefined}
                        onChange={(e) => {
                          const on = e.currentTarget.checked;
                          setChosen(({ [l.id]: _, ...rest }) =>
                            on ? { ...rest, [l.id]: remaining(l) } : rest,
                          );
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      {value !== undefined && (
                        <QuantityInput
                          aria-label={`Cantidad a anular de ${l.descripcion}`}
                          value={value}
                          onChange={(q) => setChosen((c) => ({ ...c, [l.id]: q }))}
                          error={chosenProblem(l, value)}
                          w={120}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Textarea
        label="Motivo"
        rows={3}
        value={motivo}
        onChange={(e) => setMotivo(e.currentTarget.value)}
        description="Al menos 5 caracteres"
        withAsterisk
      />
      {devolucion === 'caja' && situation !== 'nada' && (
        <PaymentMethodSelect
          label="Devolver el dinero con"
          placeholder={invoice.pagos[0] ? `Por defecto: ${invoice.pagos[0].nombre}` : 'Seleccione'}
          clearable
          value={formaPago}
          onChange={setFormaPago}
        />
      )}
      <MutationActions
        mutation={note}
        errorTitle="No se pudo crear la nota crédito"
        label="Crear nota crédito"
        disabled={situation === 'bloqueada' || !creditNoteReady(invoice, motivo, whole, chosen)}
        onBack={onBack}
        onConfirm={submit}
      />
    </Stack>
  );
}
