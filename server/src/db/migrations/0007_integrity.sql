-- Before the uniqueness below: an installation where one register movement was credited to several
-- accounts (the idempotency-key defect) must be corrected by hand; say so instead of a bare error.
DO $$ BEGIN
  IF EXISTS (SELECT caja_movimiento_id FROM cuenta_movimientos WHERE caja_movimiento_id IS NOT NULL
             GROUP BY caja_movimiento_id HAVING count(*) > 1) THEN
    RAISE EXCEPTION 'Hay pagos de cuentas que comparten un mismo movimiento de caja; corríjalos antes de actualizar (ver docs/operations.md)';
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "estancias" DROP CONSTRAINT "estancias_fechas_check";--> statement-breakpoint
ALTER TABLE "sesiones" DROP CONSTRAINT "sesiones_usuario_id_usuarios_id_fk";
--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ALTER COLUMN "caja_movimiento_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ALTER COLUMN "reversa_de" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sesiones" ADD CONSTRAINT "sesiones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD CONSTRAINT "cuenta_movimientos_caja_movimiento_id_caja_movimientos_id_fk" FOREIGN KEY ("caja_movimiento_id") REFERENCES "public"."caja_movimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD CONSTRAINT "cuenta_movimientos_reversa_de_cuenta_movimientos_id_fk" FOREIGN KEY ("reversa_de") REFERENCES "public"."cuenta_movimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caja_movimientos_forma_pago_idx" ON "caja_movimientos" USING btree ("forma_pago_id");--> statement-breakpoint
CREATE INDEX "caja_turnos_aprobado_por_idx" ON "caja_turnos" USING btree ("aprobado_por_id");--> statement-breakpoint
CREATE INDEX "caja_turnos_usuario_idx" ON "caja_turnos" USING btree ("usuario_id","abierto_at");--> statement-breakpoint
CREATE INDEX "auditoria_usuario_idx" ON "auditoria" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "auditoria_hotel_idx" ON "auditoria" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cuenta_movimientos_caja_movimiento_key" ON "cuenta_movimientos" USING btree ("caja_movimiento_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cuenta_movimientos_reversa_key" ON "cuenta_movimientos" USING btree ("reversa_de");--> statement-breakpoint
CREATE INDEX "cuenta_movimientos_hotel_idx" ON "cuenta_movimientos" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE INDEX "cuenta_movimientos_forma_pago_idx" ON "cuenta_movimientos" USING btree ("forma_pago_id");--> statement-breakpoint
CREATE INDEX "cuenta_movimientos_creado_por_idx" ON "cuenta_movimientos" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "estancia_empleados_empleado_idx" ON "estancia_empleados" USING btree ("empleado_id");--> statement-breakpoint
CREATE INDEX "estancia_huespedes_cliente_idx" ON "estancia_huespedes" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "estancias_habitacion_idx" ON "estancias" USING btree ("habitacion_id","llegada");--> statement-breakpoint
CREATE INDEX "estancias_cliente_idx" ON "estancias" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "estancias_reserva_idx" ON "estancias" USING btree ("reserva_id");--> statement-breakpoint
CREATE INDEX "estancias_creado_por_idx" ON "estancias" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "estancias_checkout_por_idx" ON "estancias" USING btree ("checkout_by");--> statement-breakpoint
CREATE INDEX "habitacion_historial_hotel_idx" ON "habitacion_historial" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE INDEX "habitacion_historial_usuario_idx" ON "habitacion_historial" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "habitacion_historial_empleado_idx" ON "habitacion_historial" USING btree ("empleado_id");--> statement-breakpoint
CREATE INDEX "mantenimientos_habitacion_idx" ON "mantenimientos" USING btree ("habitacion_id","desde");--> statement-breakpoint
CREATE INDEX "mantenimientos_hotel_idx" ON "mantenimientos" USING btree ("hotel_id","desde");--> statement-breakpoint
CREATE INDEX "mantenimientos_creado_por_idx" ON "mantenimientos" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "mantenimientos_cerrado_por_idx" ON "mantenimientos" USING btree ("closed_by");--> statement-breakpoint
CREATE INDEX "noches_habitacion_habitacion_idx" ON "noches_habitacion" USING btree ("habitacion_id");--> statement-breakpoint
CREATE INDEX "noches_habitacion_hotel_idx" ON "noches_habitacion" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "reservas_cliente_idx" ON "reservas" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "reservas_creado_por_idx" ON "reservas" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD CONSTRAINT "cuenta_movimientos_pago_caja_check" CHECK ("cuenta_movimientos"."tipo" <> 'pago' or "cuenta_movimientos"."caja_movimiento_id" is not null);--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD CONSTRAINT "cuenta_movimientos_reverso_check" CHECK ("cuenta_movimientos"."tipo" <> 'cargo' or ("cuenta_movimientos"."reversa_de" is null) = ("cuenta_movimientos"."total" >= 0));--> statement-breakpoint
ALTER TABLE "estancias" ADD CONSTRAINT "estancias_fechas_check" CHECK ("estancias"."salida" >= "estancias"."llegada");--> statement-breakpoint
-- Rules the database holds itself on PGlite and PostgreSQL alike: btree_gist gives the equality on
-- plain columns inside an exclusion constraint.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- Two active rates of one type whose names match (any case) never share a night.
ALTER TABLE "tarifas" ADD CONSTRAINT "tarifas_sin_cruce" EXCLUDE USING gist ("tipo_habitacion_id" WITH =, lower("nombre") WITH =, daterange("vigencia_desde", "vigencia_hasta", '[]') WITH &&) WHERE ("estado");--> statement-breakpoint
-- Two active DIAN resolutions of one prefix in one hotel never share a number.
ALTER TABLE "resoluciones_facturacion" ADD CONSTRAINT "resoluciones_sin_cruce" EXCLUDE USING gist ("hotel_id" WITH =, "prefijo" WITH =, int4range("desde", "hasta", '[]') WITH &&) WHERE ("estado");