CREATE INDEX "login_intentos_ultimo_fallo_idx" ON "login_intentos" USING btree ("ultimo_fallo");--> statement-breakpoint
CREATE INDEX "sesiones_ultimo_uso_idx" ON "sesiones" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "sesiones_creada_idx" ON "sesiones" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sesiones_revocada_idx" ON "sesiones" USING btree ("revoked_at") WHERE "sesiones"."revoked_at" is not null;--> statement-breakpoint
-- Sessions are now pruned and logins audited. The sessions opened before this migration become
-- the login rows they would have written, so a user who ever signed in keeps that history (and
-- stays deactivated-never-deleted) after their old sessions are pruned.
INSERT INTO "auditoria" ("usuario_id", "accion", "entidad", "entidad_id", "despues", "ip", "created_at")
SELECT "usuario_id", 'login', 'sesion', "id"::text, jsonb_build_object('user_agent', "user_agent", 'migrada', true), "ip", "created_at"
FROM "sesiones";
