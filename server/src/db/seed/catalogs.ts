import { sql } from 'drizzle-orm';
import type { Executor } from '../client';
import {
  ciudades,
  departamentos,
  formasPago,
  impuestos,
  medidas,
  mediosPagoDian,
  paises,
  tiposDocumento,
  tiposProducto,
} from '../schema';
import { placeName, readSeedCsv } from './csv';

/** Abbreviations of the identity document types; the codes and names come from the DIAN list. */
const documentAbbreviations: Record<string, string> = {
  '11': 'RC',
  '12': 'TI',
  '13': 'CC',
  '21': 'TE',
  '22': 'CE',
  '31': 'NIT',
  '41': 'PA',
  '42': 'DE',
  '50': 'NITE',
  '91': 'NUIP',
};
/**
 * Added by later annexes than the 2019 list; and the carné diplomático, which Migración's SIRE
 * takes (46) and DIAN's list does not name: its code is its abbreviation, and the electronic
 * invoice sends it as a foreign identity document (e-invoicing `dianIdType`).
 */
const extraDocumentTypes = [
  { codigo: '47', abreviatura: 'PEP', nombre: 'Permiso especial de permanencia' },
  { codigo: '48', abreviatura: 'PPT', nombre: 'Permiso por protección temporal' },
  { codigo: 'CD', abreviatura: 'CD', nombre: 'Carné diplomático' },
];

const measures = [
  ['94', 'Unidad'],
  ['KGM', 'Kilogramo'],
  ['GRM', 'Gramo'],
  ['LTR', 'Litro'],
  ['MLT', 'Mililitro'],
  ['BO', 'Botella'],
  ['BX', 'Caja'],
  ['ZZ', 'Servicio'],
] as const;

const productTypes = [
  ['producto', 'Producto'],
  ['servicio', 'Servicio'],
  ['receta', 'Receta'],
] as const;

const taxes = [
  { nombre: 'IVA 19 %', tipo: 'IVA', porcentaje: '19.00' },
  { nombre: 'IVA 5 %', tipo: 'IVA', porcentaje: '5.00' },
  { nombre: 'Exento 0 %', tipo: 'IVA', porcentaje: '0.00' },
  { nombre: 'INC 8 %', tipo: 'INC', porcentaje: '8.00' },
] as const;

const paymentMethods = [
  { nombre: 'Efectivo', grupo: 'efectivo', dian: '10' },
  { nombre: 'Tarjeta débito', grupo: 'tarjetas', dian: '49' },
  { nombre: 'Tarjeta crédito', grupo: 'tarjetas', dian: '48' },
  { nombre: 'Transferencia', grupo: 'transferencia', dian: '47' },
  { nombre: 'Nequi', grupo: 'transferencia', dian: '47' },
  { nombre: 'Daviplata', grupo: 'transferencia', dian: '47' },
] as const;

async function isEmpty(db: Executor, table: typeof impuestos | typeof formasPago): Promise<boolean> {
  return (await db.select({ id: table.id }).from(table).limit(1)).length === 0;
}

/**
 * Migración Colombia's country codes for SIRE (docs/guest-reporting.md): set where a country has
 * none, so a code an administrator corrected stays.
 */
async function seedSireCodes(db: Executor): Promise<void> {
  const rows = readSeedCsv('SirePaises.csv').filter((r) => r.iso2);
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.iso2}, ${r.codigo})`),
    sql`, `,
  );
  await db.execute(sql`update paises set codigo_sire = v.codigo
    from (values ${values}) as v(iso2, codigo)
    where paises.codigo = v.iso2 and paises.codigo_sire is null`);
}

/**
 * A place already seeded takes the catalog's current spelling (a database seeded before
 * `placeName` read "Cartagena De Indias"); nothing else of the row changes.
 */
const renamed = (table: typeof departamentos | typeof ciudades) => ({
  target: table.codigo,
  set: { nombre: sql`excluded.nombre` },
  setWhere: sql`${table.nombre} is distinct from excluded.nombre`,
});

/** Seeds the national catalogs once; every insert skips rows that already exist, places take the current spelling. */
export async function seedCatalogs(db: Executor): Promise<void> {
  await db
    .insert(paises)
    .values(readSeedCsv('Paises.csv').map((r) => ({ codigo: r.code ?? '', nombre: r.name ?? '' })))
    .onConflictDoNothing();
  await seedSireCodes(db);
  const [colombia] = await db.select({ id: paises.id }).from(paises).where(sql`codigo = 'CO'`);
  if (!colombia) throw new Error('El catálogo de países no incluye Colombia');

  await db
    .insert(departamentos)
    .values(
      readSeedCsv('Departamentos.csv').map((r) => ({
        pais_id: colombia.id,
        codigo: r.code ?? '',
        nombre: placeName(r.name ?? ''),
      })),
    )
    .onConflictDoUpdate(renamed(departamentos));
  const deptIds = new Map(
    (await db.select({ id: departamentos.id, codigo: departamentos.codigo }).from(departamentos)).map((d) => [
      d.codigo,
      d.id,
    ]),
  );
  await db
    .insert(ciudades)
    .values(
      readSeedCsv('Municipio.csv').map((r) => {
        const codigo = r.code ?? '';
        const departamento_id = deptIds.get(codigo.slice(0, 2));
        if (!departamento_id) throw new Error(`Municipio ${codigo} sin departamento`);
        return { departamento_id, codigo, nombre: placeName(r.name ?? '') };
      }),
    )
    .onConflictDoUpdate(renamed(ciudades));

  const documentTypes = readSeedCsv('TipoIdFiscal.csv').map((r) => ({
    codigo: r.code ?? '',
    abreviatura: documentAbbreviations[r.code ?? ''] ?? r.code ?? '',
    nombre: (r.name ?? '').replace(/\s*\*$/, ''),
  }));
  await db
    .insert(tiposDocumento)
    .values([...documentTypes, ...extraDocumentTypes])
    .onConflictDoNothing();

  await db
    .insert(mediosPagoDian)
    .values(readSeedCsv('MediosPago.csv').map((r) => ({ codigo: r.code ?? '', nombre: r.name ?? '' })))
    .onConflictDoNothing();
  await db
    .insert(medidas)
    .values(measures.map(([codigo, nombre]) => ({ codigo, nombre })))
    .onConflictDoNothing();
  await db
    .insert(tiposProducto)
    .values(productTypes.map(([codigo, nombre]) => ({ codigo, nombre })))
    .onConflictDoNothing();
  // Staff rename and retire taxes and payment methods, and their natural key is the name: seeding
  // them again at every start would bring back a renamed one, so they are seeded only once.
  if (await isEmpty(db, impuestos))
    await db
      .insert(impuestos)
      .values([...taxes])
      .onConflictDoNothing();

  const dianIds = new Map(
    (await db.select({ id: mediosPagoDian.id, codigo: mediosPagoDian.codigo }).from(mediosPagoDian)).map(
      (m) => [m.codigo, m.id],
    ),
  );
  if (await isEmpty(db, formasPago)) {
    await db.insert(formasPago).values(
      paymentMethods.map((m) => ({
        nombre: m.nombre,
        grupo: m.grupo,
        medio_pago_dian_id: dianIds.get(m.dian) ?? null,
      })),
    );
  }
}
