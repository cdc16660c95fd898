import { eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import type { Executor } from '../client';
import {
  bodegas,
  cajas,
  ciudades,
  clientes,
  configuraciones,
  empleados,
  estaciones,
  habitaciones,
  hoteles,
  impuestos,
  medidas,
  mesas,
  paises,
  productoImpuestos,
  productos,
  puntosVenta,
  tarifas,
  tiposDocumento,
  tiposHabitacion,
  tiposProducto,
  usuarioHoteles,
  usuarios,
} from '../schema';
import { seedDemoNumbering } from './demo-numbering';
import { ROOT_ROLE, roleIdByName } from './security';

/** The demo hotel's cancellation policy, printed on each booking's confirmation (issue 32). */
export const demoCancellationPolicy =
  'Puede cancelar o cambiar su reserva sin costo antes del día de llegada, comunicándose con la ' +
  'recepción. Si no se presenta el día de llegada, la reserva se marca como no presentada al cierre ' +
  'del día.';

/** The demo logins, one per base role; listed in the README. */
export const DEMO_PASSWORD = 'Posada2026*';
export const demoUsers = [
  { email: 'administrador@posada.demo', name: 'Andrea Administradora', rol: ROOT_ROLE },
  { email: 'recepcion@posada.demo', name: 'Ricardo Recepción', rol: 'Recepción' },
  { email: 'cajero@posada.demo', name: 'Camila Cajera', rol: 'Cajero' },
  { email: 'amallaves@posada.demo', name: 'Marta Ama de Llaves', rol: 'Ama de llaves' },
  { email: 'almacen@posada.demo', name: 'Álvaro Almacén', rol: 'Almacén' },
  { email: 'contabilidad@posada.demo', name: 'Carolina Contadora', rol: 'Contabilidad' },
  { email: 'mesero@posada.demo', name: 'Mateo Mesero', rol: 'Mesero' },
] as const;

const roomTypes = [
  { nombre: 'Sencilla', capacidad_adultos: 1, capacidad_ninos: 0, camas: 1, precio: '150000.00' },
  { nombre: 'Doble', capacidad_adultos: 2, capacidad_ninos: 1, camas: 1, precio: '220000.00' },
  { nombre: 'Triple', capacidad_adultos: 3, capacidad_ninos: 1, camas: 2, precio: '290000.00' },
  { nombre: 'Suite', capacidad_adultos: 2, capacidad_ninos: 2, camas: 1, precio: '420000.00' },
];

const demoProducts = [
  {
    codigo: 'ALOJ',
    nombre: 'Alojamiento',
    tipo: 'servicio',
    medida: 'ZZ',
    precio: '0.00',
    costo: '0.00',
    iva: 'IVA 19 %',
  },
  {
    codigo: 'AGUA',
    categoria: 'Bebidas',
    nombre: 'Agua sin gas 600 ml',
    tipo: 'producto',
    medida: '94',
    precio: '4500.00',
    costo: '1800.00',
    iva: 'IVA 19 %',
  },
  {
    codigo: 'GASE',
    categoria: 'Bebidas',
    nombre: 'Gaseosa 400 ml',
    tipo: 'producto',
    medida: '94',
    precio: '5000.00',
    costo: '2100.00',
    iva: 'IVA 19 %',
  },
  {
    codigo: 'CERV',
    categoria: 'Bebidas',
    nombre: 'Cerveza nacional',
    tipo: 'producto',
    medida: 'BO',
    precio: '8000.00',
    costo: '3500.00',
    iva: 'IVA 19 %',
  },
  {
    codigo: 'SNAC',
    categoria: 'Alimentos',
    nombre: 'Papas fritas',
    tipo: 'producto',
    medida: '94',
    precio: '6000.00',
    costo: '2500.00',
    iva: 'IVA 19 %',
  },
  {
    codigo: 'DESA',
    categoria: 'Restaurante',
    nombre: 'Desayuno americano',
    tipo: 'servicio',
    medida: 'ZZ',
    precio: '25000.00',
    costo: '9000.00',
    iva: 'INC 8 %',
  },
  {
    codigo: 'SOBR',
    categoria: 'Restaurante',
    nombre: 'Sobrebarriga en salsa',
    tipo: 'servicio',
    medida: 'ZZ',
    precio: '32000.00',
    costo: '12000.00',
    iva: 'INC 8 %',
  },
  {
    codigo: 'POST',
    categoria: 'Postres',
    nombre: 'Postre de natas',
    tipo: 'servicio',
    medida: 'ZZ',
    precio: '12000.00',
    costo: '4000.00',
    iva: 'INC 8 %',
  },
  {
    codigo: 'LAVA',
    categoria: 'Lavandería',
    nombre: 'Lavandería por prenda',
    tipo: 'servicio',
    medida: 'ZZ',
    precio: '7000.00',
    costo: '0.00',
    iva: 'IVA 19 %',
  },
  {
    codigo: 'PARQ',
    categoria: 'Parqueadero',
    nombre: 'Parqueadero por noche',
    tipo: 'servicio',
    medida: 'ZZ',
    precio: '15000.00',
    costo: '0.00',
    iva: 'IVA 19 %',
  },
];

const demoClients = [
  { doc: 'CC', numero: '222222222222', nombres: 'Consumidor', apellidos: 'Final' },
  { doc: 'CC', numero: '1020304050', nombres: 'Laura', apellidos: 'Gómez Restrepo' },
  { doc: 'CC', numero: '79856321', nombres: 'Jorge', apellidos: 'Martínez Ruiz' },
  { doc: 'CE', numero: '456789', nombres: 'Lucía', apellidos: 'Fernández' },
  { doc: 'PA', numero: 'XK1234567', nombres: 'John', apellidos: 'Smith' },
  { doc: 'NIT', numero: '900765432', dv: '6', razon: 'Viajes Andinos S.A.S.' },
];

const demoEmployees = [
  { documento: '52111222', nombres: 'Rosa Elena Pardo', cargo: 'Camarera' },
  { documento: '52333444', nombres: 'Diana Patricia Rojas', cargo: 'Camarera' },
  { documento: '80555666', nombres: 'Luis Alberto Niño', cargo: 'Mantenimiento' },
  { documento: '1015777888', nombres: 'Andrés Felipe Cruz', cargo: 'Botones' },
];

async function idOf<T extends { id: number }>(rows: Promise<T[]>, what: string): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error(`Datos de demostración: falta ${what}`);
  return row.id;
}

/** A complete demo hotel, created once on a database with no hotels. */
export async function seedDemo(db: Executor): Promise<void> {
  const existing = await db.select({ id: hoteles.id }).from(hoteles).limit(1);
  if (existing.length > 0) return;

  const co = await idOf(db.select({ id: paises.id }).from(paises).where(eq(paises.codigo, 'CO')), 'Colombia');
  const [medellin] = await db
    .select({ id: ciudades.id, departamento_id: ciudades.departamento_id })
    .from(ciudades)
    .where(eq(ciudades.codigo, '05001'));
  const [hotel] = await db
    .insert(hoteles)
    .values({
      nombre: 'Hotel Posada Demo',
      nit: '900123456',
      dv: '8',
      razon_social: 'Hotel Posada Demo S.A.S.',
      rnt: '45678',
      direccion: 'Calle 10 # 43-20, El Poblado',
      pais_id: co,
      departamento_id: medellin?.departamento_id ?? null,
      ciudad_id: medellin?.id ?? null,
      telefono: '+57 604 444 5566',
      email: 'reservas@posada.demo',
    })
    .returning({ id: hoteles.id });
  if (!hotel) throw new Error('No se pudo crear el hotel de demostración');
  const hotel_id = hotel.id;

  const iva19 = await idOf(
    db.select({ id: impuestos.id }).from(impuestos).where(eq(impuestos.nombre, 'IVA 19 %')),
    'IVA',
  );
  for (const [i, t] of roomTypes.entries()) {
    const [type] = await db
      .insert(tiposHabitacion)
      .values({
        hotel_id,
        nombre: t.nombre,
        descripcion: `Habitación ${t.nombre.toLowerCase()}`,
        capacidad_adultos: t.capacidad_adultos,
        capacidad_ninos: t.capacidad_ninos,
        camas: t.camas,
      })
      .returning({ id: tiposHabitacion.id });
    if (!type) throw new Error('No se pudo crear el tipo de habitación');
    await db.insert(tarifas).values([
      {
        hotel_id,
        tipo_habitacion_id: type.id,
        nombre: 'Estándar',
        precio_noche: t.precio,
        personas_incluidas: t.capacidad_adultos,
        valor_persona_adicional: '40000.00',
        impuesto_id: iva19,
      },
    ]);
    // Three floors of eight rooms; each floor mixes the four types two by two.
    const rooms = [1, 2, 3].flatMap((piso) =>
      [1, 2].map((k) => ({ hotel_id, piso, numero: `${piso}0${i * 2 + k}`, tipo_habitacion_id: type.id })),
    );
    await db.insert(habitaciones).values(rooms);
  }

  const types = new Map((await db.select().from(tiposProducto)).map((t) => [t.codigo, t.id]));
  const units = new Map((await db.select().from(medidas)).map((m) => [m.codigo, m.id]));
  const taxIds = new Map((await db.select().from(impuestos)).map((t) => [t.nombre, t.id]));
  let lodgingId: number | null = null;
  for (const p of demoProducts) {
    const [row] = await db
      .insert(productos)
      .values({
        hotel_id,
        codigo: p.codigo,
        nombre: p.nombre,
        tipo_producto_id: types.get(p.tipo) ?? 0,
        medida_id: units.get(p.medida) ?? 0,
        precio_venta: p.precio,
        costo: p.costo,
        // The reports group by it (food and beverage apart) and the point of sale shows it as tiles.
        categoria: 'categoria' in p ? p.categoria : null,
      })
      .returning({ id: productos.id });
    if (!row) continue;
    if (p.codigo === 'ALOJ') lodgingId = row.id;
    await db
      .insert(productoImpuestos)
      .values({ producto_id: row.id, impuesto_id: taxIds.get(p.iva) ?? iva19 });
  }

  await db.insert(configuraciones).values({
    hotel_id,
    soporte_url: 'https://wa.me/573001234567',
    pie_factura: 'Gracias por hospedarse con nosotros.',
    politica_cancelacion: demoCancellationPolicy,
    producto_alojamiento_id: lodgingId,
  });
  await db.insert(cajas).values([
    { hotel_id, nombre: 'Caja Recepción' },
    { hotel_id, nombre: 'Caja Restaurante' },
  ]);
  const [store] = await db
    .insert(bodegas)
    .values({ hotel_id, nombre: 'Bodega principal', descripcion: 'Minibar y cafetería' })
    .returning({ id: bodegas.id });
  if (store) {
    // The point of sale (issue 31): the restaurant charges INC 8 %, the shop the products' IVA.
    const [restaurant] = await db
      .insert(puntosVenta)
      .values([
        { hotel_id, nombre: 'Restaurante', tipo: 'restaurante', bodega_id: store.id, regimen: 'inc' },
        { hotel_id, nombre: 'Tienda', tipo: 'tienda', bodega_id: store.id, regimen: 'iva' },
      ])
      .returning({ id: puntosVenta.id });
    if (restaurant) {
      // Its tables and stations: the kitchen makes the food, the bar the drinks.
      const punto_venta_id = restaurant.id;
      await db
        .insert(mesas)
        .values(Array.from({ length: 8 }, (_, i) => ({ hotel_id, punto_venta_id, nombre: `Mesa ${i + 1}` })));
      await db.insert(estaciones).values([
        { hotel_id, punto_venta_id, nombre: 'Cocina', categorias: ['Restaurante', 'Alimentos', 'Postres'] },
        { hotel_id, punto_venta_id, nombre: 'Bar', categorias: ['Bebidas'] },
      ]);
    }
  }

  const docs = new Map((await db.select().from(tiposDocumento)).map((d) => [d.abreviatura, d.id]));
  await db.insert(clientes).values(
    demoClients.map((c) => ({
      hotel_id,
      tipo_documento_id: docs.get(c.doc) ?? 0,
      numero_documento: c.numero,
      dv: c.dv ?? null,
      nombres: c.nombres ?? null,
      apellidos: c.apellidos ?? null,
      razon_social: c.razon ?? null,
      nacionalidad_id: co,
    })),
  );

  const password_hash = await hashPassword(DEMO_PASSWORD);
  for (const u of demoUsers) {
    const [user] = await db
      .insert(usuarios)
      .values({ name: u.name, email: u.email, password_hash, rol_id: await roleIdByName(db, u.rol) })
      .onConflictDoNothing()
      .returning({ id: usuarios.id });
    if (user) await db.insert(usuarioHoteles).values({ usuario_id: user.id, hotel_id });
  }
  await db.insert(empleados).values(demoEmployees.map((e) => ({ hotel_id, ...e })));
  await seedDemoNumbering(db, hotel_id);
}
