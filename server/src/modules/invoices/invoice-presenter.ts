import { pesosInWords, type TInvoice } from '@posada/contracts';
import { dayText } from '@posada/contracts/dates';
import { balanceDue } from '../../kernel/invoicing/credit-notes.service';
import type { InvoicesRepository } from '../../kernel/invoicing/invoices.repository';
import { localDate, localTime } from '../../lib/clock';
import { normalizeMoney } from '../../lib/money';
import { normalizeQuantity } from '../../lib/quantity';

type Found = NonNullable<Awaited<ReturnType<InvoicesRepository['find']>>>;

const tax = (t: { tipo: string; porcentaje: string; nombre: string; base: string; valor: string }) => ({
  tipo: t.tipo,
  porcentaje: normalizeMoney(t.porcentaje),
  nombre: t.nombre,
  base: normalizeMoney(t.base),
  valor: normalizeMoney(t.valor),
});

/** The invoice as the API answers it: picked fields, exact amounts, the issue time at the hotel. */
export function presentInvoice(f: Found): TInvoice {
  const issued = new Date(f.emitida_at);
  return {
    id: f.id,
    numero: f.numero,
    // Never null once committed (a deferred trigger refuses an invoice left without its number).
    prefijo: f.prefijo ?? '',
    consecutivo: f.consecutivo ?? 0,
    resolucion_texto: f.resolucion_texto ?? '',
    fecha: f.fecha,
    emitida_at: f.emitida_at,
    zona_horaria: f.zona_horaria,
    emitida_local: `${dayText(localDate(issued, f.zona_horaria))} ${localTime(issued, f.zona_horaria)}`,
    comprador_nombre: f.comprador_nombre,
    comprador_documento: f.comprador_documento,
    comprador: {
      cliente_id: f.cliente_id,
      tipo_documento: f.comprador_tipo_documento,
      documento: f.comprador_documento,
      dv: f.comprador_dv,
      nombre: f.comprador_nombre,
      direccion: f.comprador_direccion,
      email: f.comprador_email,
      telefono: f.comprador_telefono,
    },
    forma: f.forma as TInvoice['forma'],
    vencimiento: f.vencimiento,
    estado: f.estado as TInvoice['estado'],
    cuenta_id: f.cuenta_id,
    estancia_id: f.estancia_id,
    lineas: f.lineas.map((l) => ({
      id: l.id,
      orden: l.orden,
      descripcion: l.descripcion,
      producto_id: l.producto_id,
      alojamiento: l.alojamiento,
      cantidad: normalizeQuantity(l.cantidad),
      precio_unitario: normalizeMoney(l.precio_unitario),
      descuento: normalizeMoney(l.descuento),
      base: normalizeMoney(l.base),
      total_impuestos: normalizeMoney(l.total_impuestos),
      total: normalizeMoney(l.total),
      impuestos: l.impuestos.map((t) => ({ ...tax(t), impuesto_id: t.impuesto_id })),
      cantidad_anulada: normalizeQuantity(l.cantidad_anulada),
    })),
    impuestos: f.impuestos.map(tax),
    pagos: f.pagos.map((p) => ({ ...p, monto: normalizeMoney(p.monto) })),
    bruto: normalizeMoney(f.bruto),
    descuentos: normalizeMoney(f.descuentos),
    base: normalizeMoney(f.base),
    total_impuestos: normalizeMoney(f.total_impuestos),
    total: normalizeMoney(f.total),
    cambio: normalizeMoney(f.cambio),
    total_notas: normalizeMoney(f.total_notas),
    total_letras: pesosInWords(f.total),
    nota_exencion: f.nota_exencion,
    exencion: (f.exencion as TInvoice['exencion']) ?? null,
    observaciones: f.observaciones,
    notas_credito: f.notas_credito.map((n) => ({
      ...n,
      total: normalizeMoney(n.total),
      devuelto: normalizeMoney(n.devuelto),
      saldo_favor: normalizeMoney(n.saldo_favor),
    })),
    notas_debito: f.notas_debito.map((n) => ({ ...n, total: normalizeMoney(n.total) })),
    total_debitos: normalizeMoney(f.total_debitos),
    saldo: balanceDue(f),
  };
}
