import { describe, expect, it } from 'vitest';
import { reason } from './backup-files';

describe('why a backup failed, in words', () => {
  it('names the usual file errors', () => {
    expect(reason(Object.assign(new Error('x'), { code: 'ENOSPC' }))).toBe('el disco está lleno');
    expect(reason(Object.assign(new Error('x'), { code: 'EACCES' }))).toBe('la carpeta no permite escribir');
  });

  it('never says "undefined" for the embedded database’s errors, which carry an errno and no message', () => {
    expect(reason({ errno: 44 })).toBe('error 44 del sistema de archivos de la base');
    expect(reason('se cayó')).toBe('se cayó');
  });
});
