import { humanize, type TAuditChange } from './audit-log';

/**
 * The before and after of an audit entry in words: each field by its Spanish name, amounts as
 * pesos, dates as dd/mm/aaaa, yes/no for flags, lists as what was added and removed. The one place
 * an audit entry is put into words: the server answers it, the screen and its exports show it.
 */

/** Field names; a field not here is named from its code ('forma_pago_id' → 'Forma pago (n.º)'). */
const FIELDS: Record<string, string> = {
  name: 'Nombre',
  nombre: 'Nombre',
  nombres: 'Nombres',
  apellidos: 'Apellidos',
  descripcion: 'Descripción',
  estado: 'Estado',
  email: 'Correo',
  telefono: 'Teléfono',
  direccion: 'Dirección',
  nit: 'NIT',
  dv: 'Dígito de verificación',
  razon_social: 'Razón social',
  monto: 'Monto',
  total: 'Total',
  precio: 'Precio',
  precio_unitario: 'Precio unitario',
  precio_venta: 'Precio de venta',
  precio_noche: 'Precio por noche',
  valor_persona_adicional: 'Valor persona adicional',
  descuento: 'Descuento',
  motivo: 'Motivo',
  concepto: 'Concepto',
  referencia: 'Referencia',
  cantidad: 'Cantidad',
  producto: 'Producto',
  lineas: 'Líneas',
  movimientos: 'Movimientos',
  anticipo: 'Anticipo',
  anticipos: 'Anticipos',
  tipo: 'Tipo',
  grupo: 'Grupo',
  llegada: 'Llegada',
  salida: 'Salida',
  adultos: 'Adultos',
  ninos: 'Niños',
  tarifa_nombre: 'Tarifa',
  observaciones: 'Observaciones',
  numero: 'Número',
  piso: 'Piso',
  nota: 'Nota',
  devolucion: 'Devolución',
  deposito: 'Depósito',
  penalidad: 'Penalidad',
  retenido: 'Retenido',
  password_cambiada: 'Contraseña cambiada',
  user_agent: 'Navegador',
  detalle: 'Detalle',
  linea: 'Línea',
  de: 'De',
  salida_id: 'Salida',
  entrada: 'Entrada',
  porcentaje: 'Porcentaje',
  codigo: 'Código',
  categoria: 'Categoría',
  fecha: 'Fecha',
  cierre: 'Cierre',
  is_root: 'Acceso total',
  ip: 'IP',
};

/** What an id names ('cuenta_destino_id' → 'Cuenta de destino (n.º)'), where the code lacks an accent or a word. */
const IDS: Record<string, string> = {
  habitacion: 'Habitación',
  tipo_habitacion: 'Tipo de habitación',
  estancia: 'Estadía',
  cuenta_destino: 'Cuenta de destino',
  forma_pago: 'Medio de pago',
  caja_movimiento: 'Movimiento de caja',
  bodega: 'Bodega',
  bodega_destino: 'Bodega de destino',
  descuento_de: 'Descuento del cargo',
  reversa_de: 'Reverso del movimiento',
  trasladado_de: 'Trasladado del movimiento',
  medio_pago_dian: 'Medio de pago DIAN',
};

/** A field's name as one action shows it, where the generic name would mislead. */
const ACTION_FIELDS: Record<string, Record<string, string>> = {
  'cuentas.precio': { precio: 'Precio (lista → cobrado)', descuento: 'Descuento (lista → cobrado)' },
};

/** What a bare list (a role's permission codes, a user's hotels) holds. */
const LISTS: Record<string, string> = {
  'rol.permisos': 'Permisos',
  'usuario.hoteles': 'Hoteles',
  'productos.impuestos': 'Impuestos',
};

/** Never shown: bookkeeping of the row, or secrets. */
const HIDDEN = new Set(['created_at', 'updated_at', 'password', 'password_hash', 'hotel_id']);

const MONEY_WORDS =
  /^(monto|total|precio|valor|saldo|descuento|descuentos|costo|subtotal|base|impuesto|impuestos|abono|penalidad|deposito|devolucion|retenido|pagado|cargos|pagos|efectivo|tarjetas|transferencia|apertura|reportado|contado|esperado|diferencia|cambio)$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MAX_TEXT = 500;

const cop = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const plain = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 4 });

/** A field holds money when its code is an amount word, or ends in one ('apertura_efectivo'). */
const isMoney = (key: string) =>
  !key.endsWith('_id') && key.split('_').some((part) => MONEY_WORDS.test(part)) && key !== 'tipo';

export function fieldName(key: string, scope?: string): string {
  const own = scope ? ACTION_FIELDS[scope]?.[key] : undefined;
  if (own) return own;
  if (FIELDS[key]) return FIELDS[key];
  if (key.endsWith('_id')) {
    const named = key.slice(0, -3);
    return `${IDS[named] ?? humanize(named)} (n.º)`;
  }
  if (IDS[key]) return `${IDS[key]} (n.º)`;
  return humanize(key);
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isRecord = (v: unknown): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** One value in words, by what its field holds. */
export function valueText(key: string, value: unknown, timeZone: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') {
    if (key === 'estado') return value ? 'Activo' : 'Inactivo';
    return value ? 'Sí' : 'No';
  }
  if (typeof value === 'number' || (typeof value === 'string' && DECIMAL.test(value))) {
    const text = String(value);
    if (key.endsWith('_id') || key === 'id') return text;
    if (isMoney(key)) return cop.format(text as Intl.StringNumericLiteral).replace(/\u00a0/g, ' ');
    if (key === 'porcentaje') return `${plain.format(text as Intl.StringNumericLiteral)} %`;
    // A quantity ('24.000') in the Colombian way; a whole number (a count, a consecutive) as it is.
    return text.includes('.') ? plain.format(text as Intl.StringNumericLiteral) : text;
  }
  if (typeof value === 'string') {
    const day = DAY.exec(value);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
    if (INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return instantText(value, timeZone);
    return clip(value);
  }
  if (Array.isArray(value)) return clip(listText(key, value, timeZone));
  if (isRecord(value)) return clip(recordText(value, timeZone));
  return clip(String(value));
}

function instantText(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('es-CO', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const at = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${at('day')}/${at('month')}/${at('year')} ${at('hour')}:${at('minute')}`;
}

/** A nested record on one line: 'Producto (n.º) 12, Cantidad 1, Total $ 1.000,00'. */
function recordText(record: Record<string, Json>, timeZone: string): string {
  return Object.entries(record)
    .filter(([k]) => !HIDDEN.has(k))
    .map(([k, v]) => `${fieldName(k)} ${valueText(k, v, timeZone)}`)
    .join(', ');
}

function listText(key: string, items: Json[], timeZone: string): string {
  if (items.length === 0) return '—';
  const shown = items.slice(0, 10).map((item) => valueText(key, item, timeZone));
  const more = items.length > 10 ? ` … y ${items.length - 10} más` : '';
  return `${shown.join(items.some(isRecord) ? '; ' : ', ')}${more}`;
}

const isPrimitiveList = (v: unknown): v is (string | number)[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number');

/** Fields of a record, nested records flattened one level ('Línea › Llegada'). */
function fieldsOf(value: unknown, scope: string, timeZone: string): Map<string, [string, string]> {
  const out = new Map<string, [string, string]>();
  if (!isRecord(value)) return out;
  for (const [key, v] of Object.entries(value)) {
    if (HIDDEN.has(key)) continue;
    if (isRecord(v)) {
      for (const [inner, iv] of Object.entries(v)) {
        if (HIDDEN.has(inner)) continue;
        out.set(`${key}.${inner}`, [
          `${fieldName(key, scope)} › ${fieldName(inner, scope)}`,
          valueText(inner, iv, timeZone),
        ]);
      }
    } else {
      out.set(key, [fieldName(key, scope), valueText(key, v, timeZone)]);
    }
  }
  return out;
}

/**
 * The changes of an entry: the fields that differ between before and after (all of them for a
 * creation or a deletion), each with its value before and after in words.
 */
export function describeAuditChanges(
  entry: { entidad: string; accion: string; antes: unknown; despues: unknown },
  timeZone: string,
): TAuditChange[] {
  const scope = `${entry.entidad}.${entry.accion}`;
  const { antes, despues } = entry;
  if (isPrimitiveList(antes) || isPrimitiveList(despues)) {
    const name = LISTS[scope] ?? 'Elementos';
    const before = (isPrimitiveList(antes) ? antes : []).map(String);
    const after = (isPrimitiveList(despues) ? despues : []).map(String);
    const added = after.filter((x) => !before.includes(x));
    const removed = before.filter((x) => !after.includes(x));
    return [
      ...(added.length > 0
        ? [{ campo: `${name} agregados`, antes: null, despues: clip(added.join(', ')) }]
        : []),
      ...(removed.length > 0
        ? [{ campo: `${name} quitados`, antes: clip(removed.join(', ')), despues: null }]
        : []),
    ];
  }
  if (Array.isArray(antes) || Array.isArray(despues)) {
    const name = LISTS[scope] ?? 'Elementos';
    const text = (v: unknown) => (v === null || v === undefined ? null : valueText('', v, timeZone));
    const [a, d] = [text(antes), text(despues)];
    return a === d ? [] : [{ campo: name, antes: a, despues: d }];
  }
  const before = fieldsOf(antes, scope, timeZone);
  const after = fieldsOf(despues, scope, timeZone);
  const changes: TAuditChange[] = [];
  for (const key of new Set([...after.keys(), ...before.keys()])) {
    const a = before.get(key);
    const d = after.get(key);
    if (a && d && a[1] === d[1]) continue;
    // A field told on one side only says something when it holds a value.
    if ((a ?? d)?.[1] === '—' && !(a && d)) continue;
    changes.push({ campo: (d ?? a)?.[0] ?? key, antes: a?.[1] ?? null, despues: d?.[1] ?? null });
  }
  // What changed first, then what the entry only tells (a stored jsonb keeps no key order).
  const both = (c: TAuditChange) => (c.antes !== null && c.despues !== null ? 0 : 1);
  return changes.sort((x, y) => both(x) - both(y));
}

/** A change on one line: 'Precio (lista → cobrado): $ 25.000,00 → $ 1,00'. */
export function changeLine(c: TAuditChange): string {
  if (c.antes !== null && c.despues !== null) return `${c.campo}: ${c.antes} → ${c.despues}`;
  if (c.despues !== null) return `${c.campo}: ${c.despues}`;
  return `${c.campo}: ${c.antes ?? '—'} (antes)`;
}
