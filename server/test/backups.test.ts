import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { systemClock } from '../src/lib/clock';
import { knownMigrations, manifestPathOf } from '../src/modules/backups/backup-files';
import { restoreBackup } from '../src/modules/backups/backup-restore';
import { createBackupsRepository } from '../src/modules/backups/backups.repository';
import { createBackupsService } from '../src/modules/backups/backups.service';
import { createTestContext, type TestContext } from './helpers/context';
import { callerOf } from './helpers/http';

/** A clock the tests move: backups are named by the second they are taken. */
let instant = new Date(2026, 10, 28, 10, 0, 0);
const clock = { now: () => new Date(instant) };
const later = (seconds: number) => {
  instant = new Date(instant.getTime() + seconds * 1000);
};

let ctx: TestContext;
let admin: { headers: Record<string, string> };
const embedded = () => ctx.database.kind === 'pglite';
beforeAll(async () => {
  ctx = await createTestContext(undefined, { clock });
  const hotel = await ctx.factories.makeHotel();
  admin = await ctx.factories.actor({ permisos: ['configuraciones.editar'], hotelIds: [hotel.id] });
});
afterAll(() => ctx.close());
const call = callerOf(() => ctx);
const folder = () => mkdtempSync(path.join(tmpdir(), 'posada-respaldos-'));
const settings = (carpeta: string, conservar = 14) =>
  call('POST', '/api/respaldos/configuracion', admin.headers, { hora: 3, carpeta, conservar });

describe('backups: permissions', () => {
  it('401 without a session, 403 for a user who cannot edit the configuration', async () => {
    expect((await call('GET', '/api/respaldos')).statusCode).toBe(401);
    const hotel = await ctx.factories.makeHotel();
    const viewer = await ctx.factories.actor({ permisos: ['configuraciones.ver'], hotelIds: [hotel.id] });
    expect((await call('GET', '/api/respaldos', viewer.headers)).statusCode).toBe(403);
    expect((await call('POST', '/api/respaldos/crear', viewer.headers)).statusCode).toBe(403);
    const save = await call('POST', '/api/respaldos/configuracion', viewer.headers, {
      hora: 3,
      carpeta: null,
      conservar: 14,
    });
    expect(save.statusCode).toBe(403);
  });

  it('400 with field errors for an hour or a count out of range', async () => {
    const bad = await call('POST', '/api/respaldos/configuracion', admin.headers, {
      hora: 24,
      carpeta: null,
      conservar: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['conservar', 'hora']);
  });
});

describe('backups on demand', () => {
  it('on PostgreSQL, refuses and points to pg_dump', async () => {
    if (embedded()) return;
    const res = await call('POST', '/api/respaldos/crear', admin.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/pg_dump/);
  });

  it('writes a compressed tarball with its manifest, lists it, and keeps only the last N', async () => {
    if (!embedded()) return;
    const dir = folder();
    expect((await settings(dir, 2)).statusCode).toBe(200);
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      later(61);
      const res = await call('POST', '/api/respaldos/crear', admin.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Respaldo creado');
      names.push(res.json().data.nombre);
    }
    expect(names[0]).toMatch(/^posada-\d{8}-\d{6}\.tar\.gz$/);
    const newest = path.join(dir, names[2] ?? '');
    // gzip's magic bytes.
    expect([...readFileSync(newest).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    const manifest = JSON.parse(readFileSync(manifestPathOf(newest), 'utf8'));
    expect(manifest).toMatchObject({
      formato: 'posada-respaldo',
      version_formato: 1,
      migracion: knownMigrations().at(-1)?.tag,
      fecha: instant.toISOString(),
    });
    expect(manifest.version_posada).toMatch(/^\d+\.\d+\.\d+/);
    expect(manifest.hoteles.length).toBeGreaterThan(0);
    expect(manifest.conteos.hoteles).toBe(manifest.hoteles.length);

    const state = (await call('GET', '/api/respaldos', admin.headers)).json().data;
    expect(state.respaldos.map((r: { nombre: string }) => r.nombre)).toEqual([names[2], names[1]]);
    expect(state.respaldos[0].tamano).toBe(readFileSync(newest).byteLength);
    expect(state.configuracion).toEqual({ hora: 3, carpeta: dir, conservar: 2 });
    expect(state.ultimo_error).toBeNull();
    expect(readdirSync(dir).sort()).toEqual(
      [names[1], names[2]].flatMap((n) => [n ?? '', manifestPathOf(n ?? '')]).sort(),
    );
  });

  it('records a failure (a folder it cannot write), shows it, and clears it on the next success', async () => {
    if (!embedded()) return;
    const dir = folder();
    const file = path.join(dir, 'un-archivo');
    writeFileSync(file, 'no es una carpeta');
    await settings(path.join(file, 'respaldos'));
    later(61);
    const failed = await call('POST', '/api/respaldos/crear', admin.headers);
    expect(failed.statusCode).toBe(422);
    expect(failed.json().message).toMatch(
      /^No se pudo escribir el respaldo en .*: la ruta pasa por un archivo\.$/,
    );
    const state = (await call('GET', '/api/respaldos', admin.headers)).json().data;
    expect(state.ultimo_error).toEqual({ mensaje: failed.json().message, fecha: instant.toISOString() });

    await settings(dir);
    later(61);
    expect((await call('POST', '/api/respaldos/crear', admin.headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/respaldos', admin.headers)).json().data.ultimo_error).toBeNull();
  });
});

describe('the daily backup', () => {
  it('runs once a day, from the configured hour', async () => {
    if (!embedded()) return;
    const dir = folder();
    let now = new Date(2026, 11, 5, 1, 30);
    const service = createBackupsService({
      db: ctx.db,
      repo: createBackupsRepository(),
      clock: { now: () => now },
      dump: ctx.database.dump,
      dataDir: undefined,
    });
    await service.saveSettings({ hora: 2, carpeta: dir, conservar: 14 });
    expect(await service.runDue()).toBeNull();
    now = new Date(2026, 11, 5, 2, 0);
    expect((await service.runDue())?.nombre).toBe('posada-20261205-020000.tar.gz');
    now = new Date(2026, 11, 5, 23, 0);
    expect(await service.runDue()).toBeNull();
    now = new Date(2026, 11, 6, 2, 1);
    expect((await service.runDue())?.nombre).toBe('posada-20261206-020100.tar.gz');
  });
});

describe('restore', () => {
  async function backupNow(): Promise<string> {
    const dir = folder();
    await settings(dir);
    later(61);
    const res = await call('POST', '/api/respaldos/crear', admin.headers);
    return path.join(dir, res.json().data.nombre);
  }

  it('restores into a new folder with the same counts, and moves a current folder aside', async () => {
    if (!embedded()) return;
    const file = await backupNow();
    const target = path.join(folder(), 'data');
    const warn = () => {};
    const first = await restoreBackup(file, target, warn, new Date(2026, 11, 1, 8, 0, 0));
    expect(first.previous).toBeNull();
    const restored = openDatabase({ kind: 'pglite', dataDir: target });
    const counts = await createBackupsRepository().counts(restored.db);
    // The restored database backs up into DATA_DIR/backups; no backup copies the earlier ones.
    const service = createBackupsService({
      db: restored.db,
      repo: createBackupsRepository(),
      clock: systemClock,
      dump: restored.dump,
      dataDir: target,
    });
    await service.saveSettings({ hora: 3, carpeta: null, conservar: 14 });
    const one = await service.runNow();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const two = await service.runNow();
    const entries = execFileSync('tar', ['-tzf', path.join(target, 'backups', two.nombre)], {
      encoding: 'utf8',
    });
    expect(entries).toMatch(/PG_VERSION/);
    expect(entries).not.toMatch(/backups|respaldos/);
    expect(two.tamano).toBeLessThan(one.tamano * 1.5);
    expect(readdirSync(path.join(target, 'backups'))).toHaveLength(4);
    await restored.close();
    expect(counts).toEqual(await createBackupsRepository().counts(ctx.db));
    expect(counts).toEqual(JSON.parse(readFileSync(manifestPathOf(file), 'utf8')).conteos);

    const second = await restoreBackup(file, target, warn, new Date(2026, 11, 1, 9, 0, 0));
    expect(second.previous).toBe(`${target}.antes-de-restaurar-20261201-090000`);
    await expect(
      createBackupsService({
        db: ctx.db,
        repo: createBackupsRepository(),
        clock,
        dump: ctx.database.dump,
        dataDir: target,
      }).saveSettings({ hora: 3, carpeta: path.join(target, 'otra'), conservar: 14 }),
    ).rejects.toThrow(/fuera de la carpeta de datos/);
    expect(readdirSync(second.previous ?? '')).toContain('PG_VERSION');
    // Three dumps and three openings of an embedded database: 101 s once on a 2-core machine at a
    // load of 15–18, past the suite's 90 s limit (a time-out, not a wrong figure).
  }, 300_000);

  it('refuses a .tar.gz that is not a Posada backup, and one from a newer version', async () => {
    const dir = folder();
    const target = path.join(dir, 'data');
    const random = path.join(dir, 'posada-20260101-000000.tar.gz');
    writeFileSync(random, gzipSync(Buffer.from('cualquier cosa')));
    await expect(restoreBackup(random, target, () => {})).rejects.toThrow(/no es un respaldo de Posada/);
    const other = path.join(dir, 'fotos.tar.gz');
    writeFileSync(other, gzipSync(Buffer.from('cualquier cosa')));
    await expect(restoreBackup(other, target, () => {})).rejects.toThrow(/no es un respaldo de Posada/);

    writeFileSync(
      manifestPathOf(random),
      JSON.stringify({
        formato: 'posada-respaldo',
        version_formato: 1,
        version_posada: '9.0.0',
        migracion: '9999_del_futuro',
        hoteles: ['Hotel'],
        conteos: {},
        fecha: new Date().toISOString(),
      }),
    );
    await expect(restoreBackup(random, target, () => {})).rejects.toThrow(/versión más nueva de Posada/);
    expect(readdirSync(dir).sort()).toEqual([
      'fotos.tar.gz',
      'posada-20260101-000000.json',
      'posada-20260101-000000.tar.gz',
    ]);
  });
});
