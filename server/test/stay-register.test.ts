import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { estanciaRegistros, estancias, paises } from '../src/db/schema';
import { ctx, hotelId, occupyBody, post, rooms, staff, typeId, useStaysDesk } from './helpers/stays-desk';

/** The guests' register of a walk-in: sent with the occupation, or completed afterwards. */
useStaysDesk();

describe('ocupar, desocupar, habilitar', () => {
  it('a walk-in records the main guest’s register when sent (refused whole when wrong)', async () => {
    const [us] = await ctx.db.select().from(paises).where(eq(paises.codigo, 'US'));
    const room = await rooms.makeRoom(hotelId, { tipo_habitacion_id: typeId });
    const client = await rooms.makeClient(hotelId, { nombres: 'John', apellidos: 'Smith' });
    const other = await rooms.makeClient(hotelId);
    const registro = {
      cliente_id: client.id,
      nacionalidad_id: us?.id,
      fecha_nacimiento: '1980-02-03',
      residencia: 'Miami',
      procedencia: 'Estados Unidos',
      procedencia_pais_id: us?.id,
      destino: 'Estados Unidos',
      destino_pais_id: us?.id,
      motivo_viaje: 'vacaciones',
    };
    const badMotive = await post(
      '/ocuparHabitacionCliente',
      occupyBody(room.id, client.id, { huespedes: [{ ...registro, motivo_viaje: 'x', procedencia: '' }] }),
    );
    expect(badMotive.statusCode).toBe(400);
    expect(Object.keys(badMotive.json().errors)).toEqual([
      'huespedes.0.procedencia',
      'huespedes.0.motivo_viaje',
    ]);
    const notTheClient = await post(
      '/ocuparHabitacionCliente',
      occupyBody(room.id, client.id, { huespedes: [{ ...registro, cliente_id: other.id }] }),
    );
    expect(notTheClient.statusCode).toBe(400);
    expect(notTheClient.json().errors).toEqual({
      'huespedes.0.cliente_id': ['El huésped principal es el cliente de la estadía'],
    });
    const unknownPlace = await post(
      '/ocuparHabitacionCliente',
      occupyBody(room.id, client.id, { huespedes: [{ ...registro, destino_pais_id: 999_999 }] }),
    );
    expect(unknownPlace.statusCode).toBe(400);
    expect(unknownPlace.json().errors).toEqual({ 'huespedes.0.destino_pais_id': ['El país no existe'] });
    const res = await post(
      '/ocuparHabitacionCliente',
      occupyBody(room.id, client.id, { huespedes: [registro] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [stay] = await ctx.db.select().from(estancias).where(eq(estancias.habitacion_id, room.id));
    const rows = await ctx.db
      .select()
      .from(estanciaRegistros)
      .where(eq(estanciaRegistros.estancia_id, stay?.id ?? 0));
    expect(rows).toMatchObject([
      {
        cliente_id: client.id,
        principal: true,
        residencia: 'Miami',
        procedencia: 'Estados Unidos',
        procedencia_pais_id: us?.id,
        destino_pais_id: us?.id,
        motivo_viaje: 'vacaciones',
      },
    ]);
  });

  it('/estanciaRegistro reads and completes a walk-in’s register afterwards: 401, 403, 400, 404, success', async () => {
    const [us] = await ctx.db.select().from(paises).where(eq(paises.codigo, 'US'));
    const room = await rooms.makeRoom(hotelId, { tipo_habitacion_id: typeId });
    const client = await rooms.makeClient(hotelId, { nombres: 'Ada', apellidos: 'Lovelace' });
    const companion = await rooms.makeClient(hotelId, { nombres: 'Ana', apellidos: 'Byron' });
    const stranger = await rooms.makeClient(hotelId);
    const opened = await post(
      '/ocuparHabitacionCliente',
      occupyBody(room.id, client.id, { acompanantes: [companion.id] }),
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const [stay] = await ctx.db.select().from(estancias).where(eq(estancias.habitacion_id, room.id));
    const estancia_id = stay?.id ?? 0;
    const guest = (cliente_id: number) => ({
      cliente_id,
      nacionalidad_id: us?.id,
      fecha_nacimiento: '1990-12-10',
      residencia: 'Londres',
      procedencia: 'Estados Unidos',
      procedencia_pais_id: us?.id,
      destino: 'Estados Unidos',
      destino_pais_id: us?.id,
      motivo_viaje: 'negocios',
    });
    const body = { estancia_id, huespedes: [guest(companion.id), guest(client.id)] };
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/estanciaRegistro', payload: body })).statusCode,
    ).toBe(401);
    const viewer = await ctx.factories.actor({ permisos: ['rack.ver'], hotelIds: [hotelId] });
    expect((await post('/estanciaRegistro', body, viewer.headers)).statusCode).toBe(403);
    const bad = await post('/estanciaRegistro', {
      estancia_id,
      huespedes: [{ ...guest(client.id), destino: '' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'huespedes.0.destino': ['Indique el destino del huésped'] });
    const notOfStay = await post('/estanciaRegistro', { estancia_id, huespedes: [guest(stranger.id)] });
    expect(notOfStay.statusCode).toBe(400);
    expect(notOfStay.json().errors).toEqual({ 'huespedes.0.cliente_id': ['El huésped no es de la estadía'] });
    const other = await ctx.factories.makeHotel();
    const elsewhere = await ctx.factories.actor({ permisos: ['rack.ocupar'], hotelIds: [other.id] });
    expect((await post('/estanciaRegistro', body, elsewhere.headers)).statusCode).toBe(404);

    // What «Completar datos» opens with: every guest of the stay, nothing recorded yet.
    const read = (headers = staff.headers) =>
      ctx.app.inject({ method: 'GET', url: `/api/estanciaRegistro/${estancia_id}`, headers });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/estanciaRegistro/${estancia_id}` })).statusCode,
    ).toBe(401);
    expect((await read(viewer.headers)).statusCode).toBe(403);
    expect((await read(elsewhere.headers)).statusCode).toBe(404);
    expect((await read()).json()).toEqual({
      huespedes: [
        { cliente_id: client.id, registro: null },
        { cliente_id: companion.id, registro: null },
      ],
    });

    const res = await post('/estanciaRegistro', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Registro de la estadía guardado');
    expect((await read()).json().huespedes[0]).toEqual({
      cliente_id: client.id,
      registro: {
        residencia: 'Londres',
        procedencia: 'Estados Unidos',
        procedencia_pais_id: us?.id,
        procedencia_ciudad_id: null,
        destino: 'Estados Unidos',
        destino_pais_id: us?.id,
        destino_ciudad_id: null,
        motivo_viaje: 'negocios',
      },
    });
    // Sent again (a correction): the rows are replaced, not added.
    expect((await post('/estanciaRegistro', { estancia_id, huespedes: [guest(client.id)] })).statusCode).toBe(
      200,
    );
    const rows = await ctx.db
      .select()
      .from(estanciaRegistros)
      .where(eq(estanciaRegistros.estancia_id, estancia_id))
      .orderBy(estanciaRegistros.principal);
    expect(rows).toMatchObject([
      { cliente_id: companion.id, principal: false, motivo_viaje: 'negocios', destino_pais_id: us?.id },
      { cliente_id: client.id, principal: true, residencia: 'Londres', procedencia_pais_id: us?.id },
    ]);
  });
});
