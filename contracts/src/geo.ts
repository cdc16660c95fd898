import { z } from 'zod';
import { extendLazily, lazyShape, zId } from './scalars';

/**
 * `{ id }` of the three cascade calls. paisListar: with an id, that country only; without one,
 * every country. departamentoPaisListar / ciudadDepartamentoListar: the id is required.
 */
export const ZGeoQueryBody = z.object(lazyShape(() => ({ id: zId('Indique el id').nullish() })));
export const ZGeoParentBody = z.object(lazyShape(() => ({ id: zId('Indique el id') })));

export const ZPais = z
  .object(lazyShape(() => ({ id: z.number().int(), codigo: z.string(), nombre: z.string() })))
  .meta({ id: 'Pais' });
export const ZDepartamento = extendLazily(ZPais, () => ({ pais_id: z.number().int() })).meta({
  id: 'Departamento',
});
export const ZCiudad = extendLazily(ZPais, () => ({ departamento_id: z.number().int() })).meta({
  id: 'Ciudad',
});
export type TPais = z.infer<typeof ZPais>;
export type TDepartamento = z.infer<typeof ZDepartamento>;
export type TCiudad = z.infer<typeof ZCiudad>;

export const ZPaisList = z.object(lazyShape(() => ({ data: z.array(ZPais) })));
export const ZDepartamentoList = z.object(lazyShape(() => ({ data: z.array(ZDepartamento) })));
export const ZCiudadList = z.object(lazyShape(() => ({ data: z.array(ZCiudad) })));
