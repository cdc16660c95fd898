import type { TRate } from '@posada/contracts';
import { asc, sql } from 'drizzle-orm';
import { impuestos, tarifas, tiposHabitacion } from '../../db/schema';
import { createCrudStore } from '../../lib/crud-store';
import { searchAny } from '../../lib/list-query';
import { qualified } from '../../lib/scope';

const typeName = sql<string>`(select ${tiposHabitacion.nombre} from ${tiposHabitacion}
  where ${tiposHabitacion.id} = ${qualified(tarifas.tipo_habitacion_id)})`;

export const rateStore = createCrudStore<TRate>({
  table: tarifas,
  entity: 'tarifas',
  notFound: 'La tarifa no existe',
  fields: {
    id: tarifas.id,
    tipo_habitacion_id: tarifas.tipo_habitacion_id,
    tipo: typeName,
    nombre: tarifas.nombre,
    precio_noche: tarifas.precio_noche,
    personas_incluidas: tarifas.personas_incluidas,
    valor_persona_adicional: tarifas.valor_persona_adicional,
    vigencia_desde: tarifas.vigencia_desde,
    vigencia_hasta: tarifas.vigencia_hasta,
    impuesto_id: tarifas.impuesto_id,
    impuesto: sql<string | null>`(select ${impuestos.nombre} from ${impuestos}
      where ${impuestos.id} = ${qualified(tarifas.impuesto_id)})`,
    estado: tarifas.estado,
  },
  orderBy: [
    asc(typeName),
    asc(tarifas.nombre),
    sql`${tarifas.vigencia_desde} asc nulls first`,
    asc(tarifas.id),
  ],
  search: (term) => searchAny(term, [tarifas.nombre, typeName]),
  scoped: true,
});
