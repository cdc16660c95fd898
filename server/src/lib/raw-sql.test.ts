import { sql } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientes, habitaciones } from '../db/schema';
import { andAmong, bigintNumber, clientName, isoOf, parsedRows, RowShapeError } from './raw-sql';

const ZRow = z.object({ id: z.number(), nombre: z.string(), total: bigintNumber });
const dialect = new PgDialect();
const text = (query: Parameters<PgDialect['sqlToQuery']>[0]) => dialect.sqlToQuery(query).sql;

describe('parsedRows', () => {
  it('answers the rows parsed: a bigint as a number whether the driver gave text or a number', () => {
    const rows = parsedRows('prueba', ZRow, {
      rows: [
        { id: 1, nombre: 'Ana', total: '12' },
        { id: 2, nombre: 'Luis', total: 7, sobra: true },
      ],
    });
    expect(rows).toEqual([
      { id: 1, nombre: 'Ana', total: 12 },
      { id: 2, nombre: 'Luis', total: 7 },
    ]);
  });

  it('refuses a row without a field, naming the query, the row and the field', () => {
    const read = () =>
      parsedRows('clientes.lista', ZRow, {
        rows: [
          { id: 1, nombre: 'Ana', total: 1 },
          { id: 2, total: 1 },
        ],
      });
    expect(read).toThrow(RowShapeError);
    expect(read).toThrow(/^La fila 2 de «clientes\.lista» no tiene la forma esperada: nombre: /);
  });

  it('refuses a value of another type and a bigint that is not whole digits', () => {
    expect(() => parsedRows('q', ZRow, { rows: [{ id: '1', nombre: 'Ana', total: 1 }] })).toThrow(/: id: /);
    expect(() => parsedRows('q', ZRow, { rows: [{ id: 1, nombre: 'Ana', total: '1.5' }] })).toThrow(
      /: total: /,
    );
  });

  it('refuses a result without rows', () => {
    expect(() => parsedRows('q', ZRow, {})).toThrow('La consulta «q» no devolvió filas');
  });
});

describe('the raw-SQL helpers take columns, never text', () => {
  const c = alias(clientes, 'c');
  const h = alias(habitaciones, 'h');

  it('clientName reads the alias’ columns', () => {
    expect(text(sql`${clientName(c)}`)).toBe(
      `coalesce("c"."razon_social", trim(concat_ws(' ', "c"."nombres", "c"."apellidos")))`,
    );
  });

  it('isoOf and andAmong quote the column they are given', () => {
    expect(text(sql`${isoOf(h.sucia_desde)}`)).toBe(`to_json("h"."sucia_desde") #>> '{}'`);
    const among = dialect.sqlToQuery(sql`x${andAmong(h.tipo_habitacion_id, [3, 4])}`);
    expect(among.sql).toBe('x and "h"."tipo_habitacion_id" = any($1::int[])');
    expect(among.params).toEqual(['{3,4}']);
    expect(text(sql`x${andAmong(h.tipo_habitacion_id, undefined)}`)).toBe('x');
  });
});
