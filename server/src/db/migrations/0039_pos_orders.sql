CREATE TABLE "estaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"punto_venta_id" integer NOT NULL,
	"nombre" varchar(40) NOT NULL,
	"categorias" text[] DEFAULT '{}'::text[] NOT NULL,
	"estado" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estaciones_punto_nombre_key" UNIQUE("punto_venta_id","nombre")
);
--> statement-breakpoint
CREATE TABLE "mesas" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"punto_venta_id" integer NOT NULL,
	"nombre" varchar(40) NOT NULL,
	"estado" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mesas_punto_nombre_key" UNIQUE("punto_venta_id","nombre")
);
--> statement-breakpoint
CREATE TABLE "orden_lineas" (
	"id" serial PRIMARY KEY NOT NULL,
	"orden_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"cantidad" numeric(14, 3) NOT NULL,
	"enviada" numeric(14, 3) DEFAULT '0' NOT NULL,
	"precio" numeric(14, 2),
	"descuento" numeric(14, 2),
	"nota" varchar(200),
	"orden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "orden_lineas_cantidad_check" CHECK ("orden_lineas"."cantidad" > 0 and "orden_lineas"."enviada" >= 0 and "orden_lineas"."enviada" <= "orden_lineas"."cantidad")
);
--> statement-breakpoint
CREATE TABLE "ordenes" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"punto_venta_id" integer NOT NULL,
	"mesa_id" integer,
	"habitacion_id" integer,
	"usuario_id" integer NOT NULL,
	"estado" varchar(10) DEFAULT 'abierta' NOT NULL,
	"partes" integer DEFAULT 1 NOT NULL,
	"clave" varchar(100) NOT NULL,
	"motivo" text,
	"venta_id" integer,
	"unida_a" integer,
	"cerrada_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ordenes_estado_check" CHECK ("ordenes"."estado" in ('abierta', 'cerrada', 'anulada', 'unida')),
	CONSTRAINT "ordenes_lugar_check" CHECK (("ordenes"."mesa_id" is null) <> ("ordenes"."habitacion_id" is null)),
	CONSTRAINT "ordenes_partes_check" CHECK ("ordenes"."partes" between 1 and 20),
	CONSTRAINT "ordenes_cerrada_check" CHECK (("ordenes"."estado" = 'cerrada') = ("ordenes"."venta_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "estaciones" ADD CONSTRAINT "estaciones_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estaciones" ADD CONSTRAINT "estaciones_punto_venta_id_puntos_venta_id_fk" FOREIGN KEY ("punto_venta_id") REFERENCES "public"."puntos_venta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mesas" ADD CONSTRAINT "mesas_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mesas" ADD CONSTRAINT "mesas_punto_venta_id_puntos_venta_id_fk" FOREIGN KEY ("punto_venta_id") REFERENCES "public"."puntos_venta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_lineas" ADD CONSTRAINT "orden_lineas_orden_id_ordenes_id_fk" FOREIGN KEY ("orden_id") REFERENCES "public"."ordenes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_lineas" ADD CONSTRAINT "orden_lineas_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_punto_venta_id_puntos_venta_id_fk" FOREIGN KEY ("punto_venta_id") REFERENCES "public"."puntos_venta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_mesa_id_mesas_id_fk" FOREIGN KEY ("mesa_id") REFERENCES "public"."mesas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_habitacion_id_habitaciones_id_fk" FOREIGN KEY ("habitacion_id") REFERENCES "public"."habitaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "public"."ventas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_unida_a_ordenes_id_fk" FOREIGN KEY ("unida_a") REFERENCES "public"."ordenes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estaciones_hotel_idx" ON "estaciones" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "mesas_hotel_idx" ON "mesas" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "orden_lineas_orden_idx" ON "orden_lineas" USING btree ("orden_id");--> statement-breakpoint
CREATE INDEX "orden_lineas_producto_idx" ON "orden_lineas" USING btree ("producto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ordenes_clave_key" ON "ordenes" USING btree ("hotel_id","clave");--> statement-breakpoint
CREATE UNIQUE INDEX "ordenes_venta_key" ON "ordenes" USING btree ("venta_id");--> statement-breakpoint
CREATE INDEX "ordenes_abiertas_idx" ON "ordenes" USING btree ("punto_venta_id","mesa_id") WHERE "ordenes"."estado" = 'abierta';--> statement-breakpoint
CREATE INDEX "ordenes_hotel_idx" ON "ordenes" USING btree ("hotel_id","estado");--> statement-breakpoint
CREATE INDEX "ordenes_mesa_idx" ON "ordenes" USING btree ("mesa_id");--> statement-breakpoint
CREATE INDEX "ordenes_habitacion_idx" ON "ordenes" USING btree ("habitacion_id");--> statement-breakpoint
CREATE INDEX "ordenes_usuario_idx" ON "ordenes" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "ordenes_unida_idx" ON "ordenes" USING btree ("unida_a");--> statement-breakpoint
-- hand-written
-- The restaurant's open orders, live (issue 31): a change of an order or its lines tells the
-- servers once per transaction per hotel (NOTIFY is delivered at commit only), on the channel of
-- the rack's changes with `tipo: ordenes`, which the servers pass to the browsers as the event
-- `ordenes`. The rack's version does not move: the tables' screens refresh, the rack does not.
CREATE FUNCTION ordenes_aviso() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hotel integer;
  flag text;
BEGIN
  IF TG_TABLE_NAME = 'orden_lineas' THEN
    SELECT o.hotel_id INTO hotel FROM ordenes o
      WHERE o.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.orden_id ELSE NEW.orden_id END;
  ELSE
    hotel := CASE WHEN TG_OP = 'DELETE' THEN OLD.hotel_id ELSE NEW.hotel_id END;
  END IF;
  IF hotel IS NULL THEN
    RETURN NULL;
  END IF;
  flag := 'posada.ordenes_' || hotel;
  IF current_setting(flag, true) IS DISTINCT FROM '1' THEN
    PERFORM set_config(flag, '1', true);
    PERFORM pg_notify('posada_cambios', json_build_object('hotel', hotel, 'tipo', 'ordenes')::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ordenes_aviso AFTER INSERT OR UPDATE OR DELETE ON ordenes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ordenes_aviso();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orden_lineas_aviso AFTER INSERT OR UPDATE OR DELETE ON orden_lineas
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ordenes_aviso();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER mesas_aviso AFTER INSERT OR UPDATE OR DELETE ON mesas
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ordenes_aviso();
