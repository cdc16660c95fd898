import { z } from 'zod';
import { optionalText } from './form-fields';
import { lazyShape } from './scalars';

/** The backups' settings (issue 26): the hour of the daily backup, the folder, how many to keep. */
export const ZBackupSettings = z.object(
  lazyShape(() => ({
    hora: z
      .number({ error: 'Indique la hora (0 a 23)' })
      .int()
      .min(0)
      .max(23, { error: 'Hora inválida (0 a 23)' }),
    /** Empty: DATA_DIR/backups. */
    carpeta: optionalText(500),
    conservar: z
      .number({ error: 'Indique cuántos respaldos conservar' })
      .int()
      .min(1, { error: 'Conserve al menos 1 respaldo' })
      .max(365, { error: 'Máximo 365 respaldos' }),
  })),
);
export type TBackupSettings = z.infer<typeof ZBackupSettings>;

/** One backup file in the folder. */
export const ZBackupFile = z.object(
  lazyShape(() => ({
    nombre: z.string(),
    /** When it was taken (ISO 8601). */
    fecha: z.string(),
    /** Bytes of the compressed file. */
    tamano: z.number().int(),
  })),
);
export type TBackupFile = z.infer<typeof ZBackupFile>;

export const ZBackupsState = z.object(
  lazyShape(() => ({
    /** False on PostgreSQL: its backups are pg_dump's (docs/operations.md). */
    disponible: z.boolean(),
    configuracion: ZBackupSettings,
    /** The folder the backups are written to (the setting, or DATA_DIR/backups). */
    carpeta: z.string().nullable(),
    respaldos: z.array(ZBackupFile),
    ultimo_error: z.object({ mensaje: z.string(), fecha: z.string() }).nullable(),
  })),
);
export type TBackupsState = z.infer<typeof ZBackupsState>;
export const ZBackupsStateResponse = z.object(lazyShape(() => ({ data: ZBackupsState })));
export const ZBackupCreatedResponse = z.object(lazyShape(() => ({ data: ZBackupFile, message: z.string() })));
