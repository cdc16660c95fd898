import {
  Alert,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  PAPER_INVOICE_DEADLINE_HOURS,
  PAPER_INVOICE_WARNING_HOURS,
  paperInvoiceDeadline,
  paperPaymentMeans,
  type TClient,
  type TPaperInvoiceBody,
} from '@posada/contracts';
import { useState } from 'react';
import { useTypePaperInvoice } from '../../api/e-invoicing-paper';
import { ActionButtons } from '../../components/action-buttons';
import { ClientPicker } from '../../components/client-picker';
import { errorMessage, notifySuccess } from '../../components/crud';
import { DateField } from '../../components/date-field';
import { formatDateTime } from '../../lib/format';
import { type DebitLineValues, debitLineProblem, emptyDebitLine, typedLinesBody } from './debit-note-values';
import { TypedLinesTable } from './typed-lines-table';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const MEANS = Object.entries(paperPaymentMeans).map(([value, label]) => ({ value, label }));
const FORMS = [
  { value: 'contado', label: 'Contado' },
  { value: 'credito', label: 'Crédito' },
];

/** A Colombian date and hh:mm as an instant, or null while incomplete. */
const instantOf = (date: string, time: string) =>
  date && CLOCK.test(time) ? new Date(`${date}T${time}:00-05:00`) : null;

/** How the 48 hours stand: passed (refused), near (a warning) or time enough. */
export function deadlineStanding(deadline: Date, now = new Date()): 'vencido' | 'pronto' | 'a_tiempo' {
  const left = deadline.getTime() - now.getTime();
  if (left < 0) return 'vencido';
  return left < PAPER_INVOICE_WARNING_HOURS * 3_600_000 ? 'pronto' : 'a_tiempo';
}

/**
 * A paper contingency invoice typed in: its printed number, the date and time written on it, when
 * Posada was back (DIAN's 48 hours run from then), the buyer, the payment and its lines.
 */
export function PaperInvoiceForm({ onDone }: { onDone: () => void }) {
  const typeIn = useTypePaperInvoice();
  const [numero, setNumero] = useState<number | string>('');
  const [fecha, setFecha] = useState('');
  const [hora, setHora] = useState('');
  const [restablecidoFecha, setRestablecidoFecha] = useState('');
  const [restablecidoHora, setRestablecidoHora] = useState('');
  const [client, setClient] = useState<TClient | null>(null);
  const [forma, setForma] = useState<'contado' | 'credito'>('contado');
  const [vencimiento, setVencimiento] = useState('');
  const [medio, setMedio] = useState('10');
  const [observaciones, setObservaciones] = useState('');
  const [lines, setLines] = useState<DebitLineValues[]>([emptyDebitLine()]);
  const [touched, setTouched] = useState(false);

  const restored = instantOf(restablecidoFecha, restablecidoHora);
  const deadline = restored ? paperInvoiceDeadline(restored) : null;
  const standing = deadline ? deadlineStanding(deadline) : null;
  const ready =
    typeof numero === 'number' &&
    instantOf(fecha, hora) !== null &&
    restored !== null &&
    standing !== 'vencido' &&
    (forma === 'contado' || vencimiento !== '') &&
    lines.every((l) => debitLineProblem(l) === null);

  const submit = () => {
    setTouched(true);
    const body: TPaperInvoiceBody = {
      numero: Number(numero),
      fecha,
      hora,
      restablecido_fecha: restablecidoFecha,
      restablecido_hora: restablecidoHora,
      cliente_id: client?.id ?? null,
      forma,
      vencimiento: forma === 'credito' ? vencimiento : null,
      medio: medio as keyof typeof paperPaymentMeans,
      lineas: typedLinesBody(lines),
      observaciones,
    };
    typeIn.mutate(body, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        onDone();
      },
    });
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Registre aquí cada factura escrita a mano en el talonario de contingencia mientras Posada no
        funcionaba. Se transmite a la DIAN como factura de contingencia; la DIAN exige hacerlo dentro de las{' '}
        {PAPER_INVOICE_DEADLINE_HOURS} horas siguientes al restablecimiento del servicio.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label="Número impreso"
          description="Sin el prefijo"
          min={1}
          allowDecimal={false}
          allowNegative={false}
          value={numero}
          onChange={setNumero}
          withAsterisk
        />
        <DateField label="Fecha de la factura" value={fecha} onChange={setFecha} withAsterisk />
        <TextInput
          label="Hora de la factura"
          placeholder="hh:mm"
          value={hora}
          onChange={(e) => setHora(e.currentTarget.value)}
          error={touched && !CLOCK.test(hora) ? 'Hora en formato hh:mm (24 horas)' : null}
          withAsterisk
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DateField
          label="Servicio restablecido el"
          value={restablecidoFecha}
          onChange={setRestablecidoFecha}
          withAsterisk
        />
        <TextInput
          label="Hora del restablecimiento"
          placeholder="hh:mm"
          value={restablecidoHora}
          onChange={(e) => setRestablecidoHora(e.currentTarget.value)}
          error={touched && !CLOCK.test(restablecidoHora) ? 'Hora en formato hh:mm (24 horas)' : null}
          withAsterisk
        />
      </SimpleGrid>
      {deadline && (
        <Alert
          data-testid="plazo-talonario"
          color={standing === 'vencido' ? 'red' : standing === 'pronto' ? 'yellow' : 'blue'}
          p="xs"
          title={
            standing === 'vencido'
              ? 'Venció el plazo para transmitirla'
              : `Plazo para transmitirla: ${formatDateTime(deadline)}`
          }
        >
          {standing === 'vencido'
            ? `El plazo de ${PAPER_INVOICE_DEADLINE_HOURS} horas venció el ${formatDateTime(deadline)}: Posada ya no la registra. Consulte con su contador.`
            : standing === 'pronto'
              ? `Quedan menos de ${PAPER_INVOICE_WARNING_HOURS} horas: regístrela ahora.`
              : `${PAPER_INVOICE_DEADLINE_HOURS} horas desde el restablecimiento del servicio.`}
        </Alert>
      )}
      <ClientPicker label="Comprador (vacío: consumidor final)" value={client} onChange={setClient} />
      <Group grow align="flex-start">
        <Select
          label="Forma de pago"
          data={FORMS}
          value={forma}
          onChange={(v) => setForma(v === 'credito' ? 'credito' : 'contado')}
          allowDeselect={false}
        />
        {forma === 'contado' ? (
          <Select
            label="Medio de pago"
            data={MEANS}
            value={medio}
            onChange={(v) => setMedio(v ?? '10')}
            allowDeselect={false}
          />
        ) : (
          <DateField label="Vencimiento" value={vencimiento} onChange={setVencimiento} withAsterisk />
        )}
      </Group>
      <TypedLinesTable
        label="Líneas de la factura de talonario"
        lines={lines}
        setLines={setLines}
        touched={touched}
      />
      <Textarea
        label="Observaciones"
        rows={2}
        maxLength={500}
        value={observaciones}
        onChange={(e) => setObservaciones(e.currentTarget.value)}
      />
      {typeIn.error && (
        <Alert color="red" title="No se pudo registrar la factura de talonario">
          {errorMessage(typeIn.error)}
        </Alert>
      )}
      <ActionButtons
        busy={typeIn.isPending}
        label="Registrar y transmitir"
        disabled={!ready}
        onBack={onDone}
        onConfirm={submit}
      />
    </Stack>
  );
}
