import { pgConstraint, pgDetail } from '../../lib/db-errors';
import { ConflictError } from '../../lib/errors';
import { dayText } from './availability.service';

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
