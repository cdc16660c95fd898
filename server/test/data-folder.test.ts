import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { runtimeNotice } from '../src/lib/runtime';
import { type ServerProcess, startServer, stopServer } from './helpers/server-process';

/**
 * The embedded database's folder with real server processes (issue 10 item 5): one process per
 * folder, a first start killed halfway leaves a folder that starts, and folders that cannot hold
 * a database stop the start with a Spanish message instead of a stack trace. The first test runs
 * the real `npm start` program (src/main.ts: the app loaded, migrated, seeded, listening); the
 * others the data folder's part of it alone (helpers/data-folder-holder.ts), since loading the
 * app in each of a dozen processes was most of this file's time and none of what they check.
 */
const root = mkdtempSync(path.join(tmpdir(), 'posada-datos-'));
chmodSync(root, 0o755);
const running: ServerProcess[] = [];
const start = (dir: string, options?: Parameters<typeof startServer>[1]) => {
  const server = startServer(dir, options);
  running.push(server);
  return server;
};
/** A process holding `dir` as `npm start` would, without the app. */
const hold = (dir: string, options?: { uid?: number }) =>
  start(dir, {
    ...options,
    entry: 'test/helpers/data-folder-holder.ts',
    readyText: 'Carpeta de datos lista',
  });
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => stopServer(s, 'SIGKILL')));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const builds = (dir: string) =>
  readdirSync(path.dirname(dir)).filter((n) => n.startsWith(`.${path.basename(dir)}.nueva-`));
const lockOf = (dir: string) => {
  try {
    return readFileSync(path.join(dir, 'posada.lock'), 'utf8');
  } catch {
    return '';
  }
};

describe('one process per data folder', () => {
  it(
    'npm start takes over a lock left by a killed process, refuses a second one, and releases it on SIGTERM',
    { timeout: 240_000 },
    async () => {
      const dir = path.join(root, 'compartida');
      // The suite's migrated and seeded database when there is one (the PGlite run): this start
      // then skips creating and migrating a database, which the browser tests' `npm start` on a
      // fresh folder does (e2e/serve.mjs). On PostgreSQL runs the holder below creates it.
      const dump = inject('template').pgliteDump;
      if (dump) {
        mkdirSync(dir);
        execFileSync('tar', ['-xzf', dump, '-C', dir], { stdio: 'pipe' });
      }
      const killed = hold(dir);
      await killed.ready();
      await stopServer(killed, 'SIGKILL');

      const first = start(dir);
      // The second start loads the app while the first migrates and seeds: it is refused as soon
      // as it reaches the folder, whose lock the first holds from before its migrations.
      while (!lockOf(dir).includes(`"pid":${first.child.pid},`)) {
        if (first.child.exitCode !== null) throw new Error(first.output());
        await new Promise((r) => setTimeout(r, 20));
      }
      const [second] = await Promise.all([start(dir).exited(), first.ready()]);
      expect(first.output()).toContain(
        `Se retomó el bloqueo abandonado de ${dir}: el proceso ${killed.child.pid}`,
      );
      expect(second.code).toBe(1);
      expect(second.output).toContain('Posada no puede iniciar: La carpeta de datos');
      expect(second.output).toContain(`ya está en uso por otro proceso de Posada (pid ${first.child.pid}`);
      expect(second.output).not.toMatch(/\n\s+at /);

      await stopServer(first);
      expect((await first.exited()).code).toBe(0);
      expect(existsSync(path.join(dir, 'posada.lock'))).toBe(false);
    },
  );

  it(
    'starts on a folder whose first start was killed while creating the database',
    { timeout: 240_000 },
    async () => {
      const dir = path.join(root, 'interrumpida');
      const first = hold(dir);
      // Killed while PostgreSQL's files are being written (a new folder beside it, or the folder).
      while (builds(dir).length === 0 && !existsSync(path.join(dir, 'PG_VERSION'))) {
        if (first.child.exitCode !== null) throw new Error(first.output());
        await new Promise((r) => setTimeout(r, 50));
      }
      await new Promise((r) => setTimeout(r, 1_000));
      await stopServer(first, 'SIGKILL');

      const next = hold(dir);
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

    const { code, output } = await hold(dir).exited();
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
    const { code, output } = await hold(dir, options).exited();
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
