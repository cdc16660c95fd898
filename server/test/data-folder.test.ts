import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { runtimeNotice } from '../src/lib/runtime';
import { type ServerProcess, startServer, stopServer } from './helpers/server-process';

/**
 * The embedded database's folder with real server processes (issue 10 item 5): one process per
 * folder, a first start killed halfway leaves a folder that starts, and folders that cannot hold
 * a database stop the start with a Spanish message instead of a stack trace.
 */
const root = mkdtempSync(path.join(tmpdir(), 'posada-datos-'));
chmodSync(root, 0o755);
const running: ServerProcess[] = [];
const start = (dir: string, options?: { uid?: number }) => {
  const server = startServer(dir, options);
  running.push(server);
  return server;
};
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => stopServer(s, 'SIGKILL')));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const builds = (dir: string) =>
  readdirSync(path.dirname(dir)).filter((n) => n.startsWith(`.${path.basename(dir)}.nueva-`));

describe('one process per data folder', () => {
  it(
    'refuses a second process; a lock left by a killed one is taken over',
    { timeout: 240_000 },
    async () => {
      const dir = path.join(root, 'compartida');
      const first = start(dir);
      await first.ready();

      const second = await start(dir).exited();
      expect(second.code).toBe(1);
      expect(second.output).toContain('Posada no puede iniciar: La carpeta de datos');
      expect(second.output).toContain(`ya está en uso por otro proceso de Posada (pid ${first.child.pid}`);
      expect(second.output).not.toMatch(/\n\s+at /);

      await stopServer(first, 'SIGKILL');
      const third = start(dir);
      await third.ready();
      expect(third.output()).toContain(
        `Se retomó el bloqueo abandonado de ${dir}: el proceso ${first.child.pid}`,
      );
      await stopServer(third);
      expect((await third.exited()).code).toBe(0);
      expect(existsSync(path.join(dir, 'posada.lock'))).toBe(false);
    },
  );

  it(
    'starts on a folder whose first start was killed while creating the database',
    { timeout: 240_000 },
    async () => {
      const dir = path.join(root, 'interrumpida');
      const first = start(dir);
      // Killed while PostgreSQL's files are being written (a new folder beside it, or the folder).
      while (builds(dir).length === 0 && !existsSync(path.join(dir, 'PG_VERSION'))) {
        if (first.child.exitCode !== null) throw new Error(first.output());
        await new Promise((r) => setTimeout(r, 50));
      }
      await new Promise((r) => setTimeout(r, 1_000));
      await stopServer(first, 'SIGKILL');

      const next = start(dir);
      await next.ready();
      expect(builds(dir)).toEqual([]);
    },
  );
});

describe('a folder broken before this version', () => {
  it('explains a database whose creation was killed halfway in place', { timeout: 120_000 }, async () => {
    const dir = path.join(root, 'rota');
    // What earlier versions could leave: PostgreSQL's version marker written straight into the
    // folder and the rest of the cluster never finished (built by hand: killing a real first start
    // at the right moment depends on how busy the machine is).
    mkdirSync(path.join(dir, 'base'), { recursive: true });
    writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');

    const { code, output } = await start(dir).exited();
    expect(code).toBe(1);
    expect(output).toContain(
      `Posada no puede iniciar: No se pudo abrir la base de datos de ${dir}: está incompleta o dañada`,
    );
    expect(output).not.toMatch(/\n\s+at /);
    expect(existsSync(path.join(dir, 'posada.lock'))).toBe(false);
  });
});

describe('a DATA_DIR that cannot hold the database', () => {
  const refusal = async (dir: string, options?: { uid?: number }) => {
    const { code, output } = await start(dir, options).exited();
    expect(output).not.toMatch(/\n\s+at /);
    // On an out-of-support Node.js the server's first line is its runtime warning (lib/runtime.ts).
    const notice = runtimeNotice(process.version);
    return { code, output: (notice ? output.replace(notice, '') : output).trim() };
  };

  it(
    'is a file, holds other files, or is read-only: a clear message and exit 1',
    { timeout: 120_000 },
    async () => {
      const file = path.join(root, 'un-archivo');
      writeFileSync(file, 'no soy una carpeta');
      const other = path.join(root, 'fotos');
      mkdirSync(other);
      writeFileSync(path.join(other, 'vacaciones.jpg'), 'x');
      // A database folder this process may not write: as an unprivileged user when running as root
      // (root writes anywhere), else by its permissions.
      const readOnly = path.join(root, 'solo-lectura');
      mkdirSync(readOnly);
      writeFileSync(path.join(readOnly, 'PG_VERSION'), '17\n');
      chmodSync(readOnly, 0o555);
      const asUser = process.getuid?.() === 0 ? { uid: 65534 } : undefined;

      const [asFile, asOther, asReadOnly] = await Promise.all([
        refusal(file),
        refusal(other),
        refusal(readOnly, asUser),
      ]);
      expect(asFile).toEqual({
        code: 1,
        output: `Posada no puede iniciar: DATA_DIR (${file}) es un archivo, no una carpeta. Indique en DATA_DIR una carpeta para la base de datos.`,
      });
      expect(asOther.code).toBe(1);
      expect(asOther.output).toContain(
        `La carpeta de datos ${other} no está vacía y no contiene una base de datos de Posada (vacaciones.jpg)`,
      );
      expect(asReadOnly).toEqual({
        code: 1,
        output:
          `Posada no puede iniciar: No se puede escribir en la carpeta de datos ${readOnly} (solo lectura o sin ` +
          'permiso). Posada necesita escribir en ella: revise sus permisos o indique otra carpeta en DATA_DIR.',
      });
    },
  );
});
