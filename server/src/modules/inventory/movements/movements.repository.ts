import type { StockDocumentKind, TStockDocument } from '@posada/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { bodegas, documentoInventarioLineas, documentosInventario, productos } from '../../../db/schema';

const destination = alias(bodegas, 'destino');

export interface NewDocument {
  hotel_id: number;
  tipo: StockDocumentKind;
  numero: string;
  fecha: string;
  bodega_id: number;
  bodega_destino_id: number | null;
  motivo: string | null;
  observaciones: string | null;
  valor: string;
  usuario_id: number;
}

export interface NewDocumentLine {
  producto_id: number;
  cantidad: string;
  sistema: string | null;
  contado: string | null;
  valor: string;
}

/** Transfers, counts and internal consumptions (documentos_inventario) and their lines. */
export function createMovementsRepository() {
  return {
    async insert(ex: Executor, doc: NewDocument): Promise<number> {
      const [row] = await ex
        .insert(documentosInventario)
        .values(doc)
        .returning({ id: documentosInventario.id });
      if (!row) throw new Error('No se registró el documento');
      return row.id;
    },

    async addLines(ex: Executor, documentId: number, lines: NewDocumentLine[]): Promise<void> {
      if (lines.length > 0) {
        await ex
          .insert(documentoInventarioLineas)
          .values(lines.map((l) => ({ ...l, documento_id: documentId })));
      }
    },

    async setValue(ex: Executor, documentId: number, valor: string): Promise<void> {
      await ex.update(documentosInventario).set({ valor }).where(eq(documentosInventario.id, documentId));
    },

    async detail(ex: Executor, hotelId: number, id: number): Promise<TStockDocument | undefined> {
      const [head] = await ex
        .select({
          id: documentosInventario.id,
          numero: documentosInventario.numero,
          tipo: documentosInventario.tipo,
          fecha: documentosInventario.fecha,
          bodega_id: documentosInventario.bodega_id,
          bodega: bodegas.nombre,
          bodega_destino_id: documentosInventario.bodega_destino_id,
          bodega_destino: destination.nombre,
          motivo: documentosInventario.motivo,
          observaciones: documentosInventario.observaciones,
          valor: documentosInventario.valor,
        })
        .from(documentosInventario)
        .innerJoin(bodegas, eq(bodegas.id, documentosInventario.bodega_id))
        .leftJoin(destination, eq(destination.id, documentosInventario.bodega_destino_id))
        .where(and(eq(documentosInventario.id, id), eq(documentosInventario.hotel_id, hotelId)));
      if (!head) return undefined;
      const lineas = await ex
        .select({
          producto_id: documentoInventarioLineas.producto_id,
          codigo: productos.codigo,
          nombre: productos.nombre,
          cantidad: documentoInventarioLineas.cantidad,
          sistema: documentoInventarioLineas.sistema,
          contado: documentoInventarioLineas.contado,
          valor: documentoInventarioLineas.valor,
        })
        .from(documentoInventarioLineas)
        .innerJoin(productos, eq(productos.id, documentoInventarioLineas.producto_id))
        .where(eq(documentoInventarioLineas.documento_id, id))
        .orderBy(asc(documentoInventarioLineas.id));
      return { ...head, lineas };
    },
  };
}

export type MovementsRepository = ReturnType<typeof createMovementsRepository>;
