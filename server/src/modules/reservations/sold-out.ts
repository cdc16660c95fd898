import { dayText } from '@posada/contracts/dates';
import { pgConstraint, pgDetail, pgMessage } from '../../lib/db-errors';
import { ConflictError } from '../../lib/errors';

/** No room of the type is left for a night: a 409 on the line's type field, naming the night. */
export function soldOutAt(tipo: string, field: string, fecha: string | undefined): ConflictError {
  const message = `No quedan habitaciones «${tipo}» libres${fecha ? ` para la noche del ${dayText(fecha)}` : ''}`;
  return new ConflictError(message, { [field]: [message] });
}

/** The type's last room went to someone else (trigger `reservas_cupo_tipo`): that 409, else nothing. */
export function soldOut(error: unknown, tipo: string, field: string): ConflictError | undefined {
  if (pgConstraint(error) !== 'reservas_cupo_tipo') return undefined;
  return soldOutAt(tipo, field, pgDetail(error));
}

/**
 * The same refusal for a booking whose lines were written in one statement (in order): the line it
 * names is the last written of the refused type (the trigger's message gives its id) whose nights
 * hold the night — the one that did not fit.
 */
export function soldOutLine(
  error: unknown,
  lines: {
    index: number;
    type: { id: number; nombre: string };
    values: { llegada: string; salida: string };
  }[],
): ConflictError | undefined {
  if (pgConstraint(error) !== 'reservas_cupo_tipo') return undefined;
  const fecha = pgDetail(error);
  const tipo = Number(/tipo (\d+)/.exec(pgMessage(error) ?? '')?.[1]);
  const holds = (l: (typeof lines)[number]) =>
    !fecha || (l.values.llegada <= fecha && fecha < l.values.salida);
  const line = lines.findLast((l) => l.type.id === tipo && holds(l)) ?? lines.findLast(holds) ?? lines.at(-1);
  if (!line) return undefined;
  return soldOutAt(line.type.nombre, `lineas.${line.index}.tipo_habitacion_id`, fecha);
}
