CREATE INDEX "cuenta_movimientos_hotel_noche_idx" ON "cuenta_movimientos" USING btree ("hotel_id","fecha") WHERE "cuenta_movimientos"."alojamiento";--> statement-breakpoint
CREATE INDEX "estancias_hotel_llegada_idx" ON "estancias" USING btree ("hotel_id","llegada");--> statement-breakpoint
CREATE INDEX "estancias_hotel_salida_idx" ON "estancias" USING btree ("hotel_id","salida");