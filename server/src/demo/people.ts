import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { bodegas, clientes, paises, proveedores, tiposDocumento } from '../db/schema';

/**
 * The demo hotel's guests, companies, suppliers and second warehouse: the people its simulated
 * months (server/src/demo/) book, invoice and buy from. Names are combined from two short lists, so the
 * same database always gets the same people.
 */
const FIRST_NAMES = [
  'Valentina',
  'Santiago',
  'Camila',
  'Sebastián',
  'Isabella',
  'Mateo',
  'Mariana',
  'Nicolás',
  'Daniela',
  'Alejandro',
  'Sofía',
  'Juan Pablo',
  'Gabriela',
  'Andrés',
  'Natalia',
  'Felipe',
  'Paula',
  'Carlos',
  'Ana María',
  'David',
];
const SURNAMES = [
  'Rodríguez',
  'Gómez',
  'González',
  'Martínez',
  'García',
  'López',
  'Hernández',
  'Sánchez',
  'Ramírez',
  'Pérez',
  'Díaz',
  'Muñoz',
  'Rojas',
  'Moreno',
  'Jiménez',
  'Vargas',
  'Castro',
  'Ortiz',
  'Gutiérrez',
  'Ríos',
];
const FOREIGN_GUESTS = [
  { doc: 'PA', numero: 'US5518203', nombres: 'Emily', apellidos: 'Johnson', pais: 'US' },
  { doc: 'PA', numero: 'ES7712409', nombres: 'Javier', apellidos: 'Ruiz Navarro', pais: 'ES' },
  { doc: 'PA', numero: 'MX3390177', nombres: 'Fernanda', apellidos: 'Aguilar', pais: 'MX' },
  { doc: 'PA', numero: 'DE2208815', nombres: 'Lukas', apellidos: 'Schneider', pais: 'DE' },
  { doc: 'CE', numero: '8812043', nombres: 'Andreína', apellidos: 'Pérez Salas', pais: 'VE' },
  { doc: 'PA', numero: 'FR6620431', nombres: 'Camille', apellidos: 'Dubois', pais: 'FR' },
];
const COMPANIES = [
  { numero: '860034313', dv: '7', razon: 'Constructora Los Andes S.A.S.' },
  { numero: '900482117', dv: '5', razon: 'Laboratorios Antioquia Ltda.' },
  { numero: '811009754', dv: '8', razon: 'Eventos y Congresos del Valle S.A.S.' },
];
const SUPPLIERS = [
  {
    nit: '890900608',
    dv: '9',
    razon_social: 'Distribuidora de Bebidas del Norte S.A.S.',
    contacto: 'Jairo Mejía',
  },
  {
    nit: '900311540',
    dv: '5',
    razon_social: 'Comercializadora Snacks Medellín S.A.S.',
    contacto: 'Luz Dary Ochoa',
  },
  { nit: '811044120', dv: '7', razon_social: 'Lavandería Industrial La Estrella', contacto: 'Óscar Henao' },
];
/** Colombian guests: 20 × 20 names, of which the demo takes this many. */
const LOCAL_GUESTS = 54;

export async function seedDemoPeople(db: Executor, hotel_id: number): Promise<void> {
  const docs = new Map((await db.select().from(tiposDocumento)).map((d) => [d.abreviatura, d.id]));
  const countries = new Map(
    (await db.select({ id: paises.id, codigo: paises.codigo }).from(paises)).map((p) => [p.codigo, p.id]),
  );
  const co = countries.get('CO') ?? null;
  const locals = Array.from({ length: LOCAL_GUESTS }, (_, i) => ({
    hotel_id,
    tipo_documento_id: docs.get('CC') ?? 0,
    numero_documento: String(1_000_000_000 + ((i * 7_919_311) % 90_000_000)),
    nombres: FIRST_NAMES[i % FIRST_NAMES.length] ?? null,
    apellidos: `${SURNAMES[(i * 7) % SURNAMES.length]} ${SURNAMES[(i * 3 + 5) % SURNAMES.length]}`,
    nacionalidad_id: co,
    telefono: `+57 300 ${String(1_000_000 + i * 37_411).slice(0, 7)}`,
  }));
  const foreigners = FOREIGN_GUESTS.map((g) => ({
    hotel_id,
    tipo_documento_id: docs.get(g.doc) ?? 0,
    numero_documento: g.numero,
    nombres: g.nombres,
    apellidos: g.apellidos,
    nacionalidad_id: countries.get(g.pais) ?? null,
  }));
  const companies = COMPANIES.map((c) => ({
    hotel_id,
    tipo_documento_id: docs.get('NIT') ?? 0,
    numero_documento: c.numero,
    dv: c.dv,
    razon_social: c.razon,
    nacionalidad_id: co,
    // The companies stay on credit at check-out: approved, 30 days, no limit.
    credito_aprobado: true,
    plazo_dias: 30,
    contacto_cobro: `Cartera ${c.razon}`.slice(0, 200),
  }));
  await db.insert(clientes).values([...locals, ...foreigners, ...companies]);
  await db.insert(proveedores).values(SUPPLIERS.map((s) => ({ hotel_id, ...s })));
  const [main] = await db.select({ id: bodegas.id }).from(bodegas).where(eq(bodegas.hotel_id, hotel_id));
  if (main)
    await db.insert(bodegas).values({ hotel_id, nombre: 'Bodega bar', descripcion: 'Bar y restaurante' });
}
