CREATE INDEX "auditoria_hotel_usuario_idx" ON "auditoria" USING btree ("hotel_id","usuario_id","created_at");--> statement-breakpoint
CREATE INDEX "auditoria_hotel_entidad_idx" ON "auditoria" USING btree ("hotel_id","entidad","created_at");--> statement-breakpoint
CREATE INDEX "auditoria_hotel_accion_idx" ON "auditoria" USING btree ("hotel_id","accion","created_at");--> statement-breakpoint
-- Issue 32, item 8: the base role Recepción moves charges (cuentas.trasladar). New databases get it
-- from the seed; here an existing database's Recepción gets it while its permissions are still the
-- ones it was seeded with: a role whose permissions staff set on Roles y permisos (an audit entry
-- 'permisos' of the role) is the hotel's, and is left as it is.
INSERT INTO "rol_permisos" ("rol_id", "permiso_id")
SELECT r."id", p."id"
FROM "roles" r
JOIN "permisos" p ON p."code" = 'cuentas.trasladar'
WHERE r."nombre" = 'Recepción'
  AND NOT r."is_root"
  AND NOT EXISTS (
    SELECT 1 FROM "auditoria" a
    WHERE a."entidad" = 'rol' AND a."accion" = 'permisos' AND a."entidad_id" = r."id"::text
  )
ON CONFLICT DO NOTHING;
