CREATE TABLE "cuenta_movimiento_existencias" (
	"movimiento_id" bigint NOT NULL,
	"producto_id" integer NOT NULL,
	"bodega_id" integer NOT NULL,
	"cantidad" numeric(14, 3) NOT NULL,
	"costo_unitario" numeric(18, 4) NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	CONSTRAINT "cuenta_movimiento_existencias_movimiento_id_producto_id_pk" PRIMARY KEY("movimiento_id","producto_id"),
	CONSTRAINT "cuenta_movimiento_existencias_check" CHECK ("cuenta_movimiento_existencias"."cantidad" > 0 and "cuenta_movimiento_existencias"."valor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cuenta_movimiento_impuestos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"movimiento_id" bigint NOT NULL,
	"impuesto_id" integer,
	"tipo" varchar(10) NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"porcentaje" numeric(5, 2) NOT NULL,
	"base" numeric(14, 2) NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"exento" boolean DEFAULT false NOT NULL,
	CONSTRAINT "cuenta_movimiento_impuestos_tipo_check" CHECK (tipo in ('IVA', 'INC', 'otro', 'excluido')),
	CONSTRAINT "cuenta_movimiento_impuestos_porcentaje_check" CHECK ("cuenta_movimiento_impuestos"."porcentaje" >= 0 and "cuenta_movimiento_impuestos"."porcentaje" <= 100),
	CONSTRAINT "cuenta_movimiento_impuestos_excluido_check" CHECK (("cuenta_movimiento_impuestos"."tipo" = 'excluido') = ("cuenta_movimiento_impuestos"."impuesto_id" is null) and ("cuenta_movimiento_impuestos"."tipo" <> 'excluido' or ("cuenta_movimiento_impuestos"."porcentaje" = 0 and "cuenta_movimiento_impuestos"."valor" = 0))),
	CONSTRAINT "cuenta_movimiento_impuestos_exento_check" CHECK (not "cuenta_movimiento_impuestos"."exento" or "cuenta_movimiento_impuestos"."valor" = 0),
	CONSTRAINT "cuenta_movimiento_impuestos_signo_check" CHECK ("cuenta_movimiento_impuestos"."valor" = 0 or sign("cuenta_movimiento_impuestos"."valor") = sign("cuenta_movimiento_impuestos"."base"))
);
--> statement-breakpoint
CREATE TABLE "cuentas" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"estancia_id" integer,
	"reserva_id" integer,
	"cliente_id" integer NOT NULL,
	"nombre" varchar(120),
	"estado" varchar(10) DEFAULT 'abierta' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	CONSTRAINT "cuentas_tipo_check" CHECK (tipo in ('estancia', 'reserva', 'empresa')),
	CONSTRAINT "cuentas_estado_check" CHECK (estado in ('abierta', 'cerrada')),
	CONSTRAINT "cuentas_estancia_check" CHECK (("cuentas"."tipo" = 'estancia') = ("cuentas"."estancia_id" is not null)),
	CONSTRAINT "cuentas_reserva_check" CHECK ("cuentas"."tipo" <> 'reserva' or "cuentas"."reserva_id" is not null),
	CONSTRAINT "cuentas_cierre_check" CHECK (("cuentas"."estado" = 'cerrada') = ("cuentas"."closed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" DROP CONSTRAINT "cuenta_movimientos_tipo_check";--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" DROP CONSTRAINT "cuenta_movimientos_reverso_check";--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" DROP CONSTRAINT "cuenta_movimientos_estancia_id_estancias_id_fk";
--> statement-breakpoint
DROP INDEX "cuenta_movimientos_estancia_idx";--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD COLUMN "cuenta_id" integer;--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD COLUMN "producto_id" integer;--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD COLUMN "cantidad" numeric(14, 3) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD COLUMN "precio_unitario" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD COLUMN "descuento" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD COLUMN "alojamiento" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD COLUMN "bodega_id" integer;--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD COLUMN "empleado_id" integer;--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD COLUMN "trasladado_de" bigint;--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD COLUMN "traslado" varchar(10);--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD COLUMN "motivo" varchar(300);--> statement-breakpoint
ALTER TABLE "cuenta_movimiento_existencias" ADD CONSTRAINT "cuenta_movimiento_existencias_movimiento_id_cuenta_movimientos_id_fk" FOREIGN KEY ("movimiento_id") REFERENCES "public"."cuenta_movimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuenta_movimiento_existencias" ADD CONSTRAINT "cuenta_movimiento_existencias_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuenta_movimiento_existencias" ADD CONSTRAINT "cuenta_movimiento_existencias_bodega_id_bodegas_id_fk" FOREIGN KEY ("bodega_id") REFERENCES "public"."bodegas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuenta_movimiento_impuestos" ADD CONSTRAINT "cuenta_movimiento_impuestos_movimiento_id_cuenta_movimientos_id_fk" FOREIGN KEY ("movimiento_id") REFERENCES "public"."cuenta_movimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuenta_movimiento_impuestos" ADD CONSTRAINT "cuenta_movimiento_impuestos_impuesto_id_impuestos_id_fk" FOREIGN KEY ("impuesto_id") REFERENCES "public"."impuestos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuentas" ADD CONSTRAINT "cuentas_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuentas" ADD CONSTRAINT "cuentas_estancia_id_estancias_id_fk" FOREIGN KEY ("estancia_id") REFERENCES "public"."estancias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuentas" ADD CONSTRAINT "cuentas_reserva_id_reserva_encabezados_id_fk" FOREIGN KEY ("reserva_id") REFERENCES "public"."reserva_encabezados"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuentas" ADD CONSTRAINT "cuentas_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuentas" ADD CONSTRAINT "cuentas_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuentas" ADD CONSTRAINT "cuentas_closed_by_usuarios_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cuenta_movimiento_existencias_producto_idx" ON "cuenta_movimiento_existencias" USING btree ("producto_id");--> statement-breakpoint
CREATE INDEX "cuenta_movimiento_existencias_bodega_idx" ON "cuenta_movimiento_existencias" USING btree ("bodega_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cuenta_movimiento_impuestos_key" ON "cuenta_movimiento_impuestos" USING btree ("movimiento_id","impuesto_id");--> statement-breakpoint
CREATE INDEX "cuenta_movimiento_impuestos_impuesto_idx" ON "cuenta_movimiento_impuestos" USING btree ("impuesto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cuentas_estancia_key" ON "cuentas" USING btree ("estancia_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cuentas_reserva_key" ON "cuentas" USING btree ("reserva_id") WHERE "cuentas"."tipo" = 'reserva';--> statement-breakpoint
CREATE UNIQUE INDEX "cuentas_empresa_abierta_key" ON "cuentas" USING btree ("hotel_id","cliente_id") WHERE "cuentas"."tipo" = 'empresa' and "cuentas"."estado" = 'abierta';--> statement-breakpoint
CREATE INDEX "cuentas_hotel_estado_idx" ON "cuentas" USING btree ("hotel_id","estado","id");--> statement-breakpoint
CREATE INDEX "cuentas_hotel_tipo_idx" ON "cuentas" USING btree ("hotel_id","tipo","estado");--> statement-breakpoint
CREATE INDEX "cuentas_cliente_idx" ON "cuentas" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "cuentas_creado_por_idx" ON "cuentas" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "cuentas_cerrado_por_idx" ON "cuentas" USING btree ("closed_by");--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD CONSTRAINT "cuenta_movimientos_cuenta_id_cuentas_id_fk" FOREIGN KEY ("cuenta_id") REFERENCES "public"."cuentas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD CONSTRAINT "cuenta_movimientos_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD CONSTRAINT "cuenta_movimientos_bodega_id_bodegas_id_fk" FOREIGN KEY ("bodega_id") REFERENCES "public"."bodegas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD CONSTRAINT "cuenta_movimientos_empleado_id_empleados_id_fk" FOREIGN KEY ("empleado_id") REFERENCES "public"."empleados"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD CONSTRAINT "cuenta_movimientos_trasladado_de_cuenta_movimientos_id_fk" FOREIGN KEY ("trasladado_de") REFERENCES "public"."cuenta_movimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cuenta_movimientos_cuenta_idx" ON "cuenta_movimientos" USING btree ("cuenta_id","created_at");--> statement-breakpoint
CREATE INDEX "cuenta_movimientos_trasladado_idx" ON "cuenta_movimientos" USING btree ("trasladado_de");--> statement-breakpoint
CREATE UNIQUE INDEX "cuenta_movimientos_traslado_par_key" ON "cuenta_movimientos" USING btree ("trasladado_de") WHERE "cuenta_movimientos"."traslado" = 'entrada';--> statement-breakpoint
CREATE INDEX "cuenta_movimientos_producto_idx" ON "cuenta_movimientos" USING btree ("producto_id");--> statement-breakpoint
CREATE INDEX "cuenta_movimientos_bodega_idx" ON "cuenta_movimientos" USING btree ("bodega_id");--> statement-breakpoint
CREATE INDEX "cuenta_movimientos_empleado_idx" ON "cuenta_movimientos" USING btree ("empleado_id");--> statement-breakpoint
-- Every stay gets its account (closed when the stay has ended), and its entries move onto it.
INSERT INTO "cuentas" ("hotel_id", "tipo", "estancia_id", "cliente_id", "estado", "created_by", "created_at", "closed_at", "closed_by")
SELECT e."hotel_id", 'estancia', e."id", e."cliente_id",
  CASE WHEN e."estado" = 'activa' THEN 'abierta' ELSE 'cerrada' END,
  e."created_by", e."created_at",
  CASE WHEN e."estado" = 'activa' THEN NULL ELSE coalesce(e."checkout_at", e."updated_at") END,
  CASE WHEN e."estado" = 'activa' THEN NULL ELSE e."checkout_by" END
FROM "estancias" e ORDER BY e."id";--> statement-breakpoint
UPDATE "cuenta_movimientos" m SET "cuenta_id" = c."id" FROM "cuentas" c WHERE c."estancia_id" = m."estancia_id";--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ALTER COLUMN "cuenta_id" SET NOT NULL;--> statement-breakpoint
-- Night charges are lodging at one night each; their tax is the stay's rate's (0 % when exempt).
UPDATE "cuenta_movimientos" SET "alojamiento" = true, "precio_unitario" = abs("valor") WHERE "tipo" = 'cargo' AND "fecha" IS NOT NULL;--> statement-breakpoint
INSERT INTO "cuenta_movimiento_impuestos" ("movimiento_id", "impuesto_id", "tipo", "nombre", "porcentaje", "base", "valor", "exento")
SELECT m."id", i."id", coalesce(i."tipo", 'excluido'), coalesce(i."nombre", 'Excluido'),
  CASE WHEN i."id" IS NULL OR e."exento_iva" THEN 0 ELSE i."porcentaje" END,
  m."valor", m."impuesto", i."id" IS NOT NULL AND e."exento_iva"
FROM "cuenta_movimientos" m
JOIN "cuentas" c ON c."id" = m."cuenta_id"
JOIN "estancias" e ON e."id" = c."estancia_id"
JOIN "habitaciones" h ON h."id" = e."habitacion_id"
LEFT JOIN LATERAL (
  SELECT i.* FROM "tarifas" t JOIN "impuestos" i ON i."id" = t."impuesto_id"
  WHERE t."tipo_habitacion_id" = h."tipo_habitacion_id" AND t."nombre" = e."tarifa_nombre"
  ORDER BY t."id" LIMIT 1
) i ON true
WHERE m."tipo" = 'cargo' AND m."fecha" IS NOT NULL AND (i."id" IS NOT NULL OR m."impuesto" = 0);--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" DROP COLUMN "estancia_id";--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD CONSTRAINT "cuenta_movimientos_cantidad_check" CHECK ("cuenta_movimientos"."cantidad" > 0);--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD CONSTRAINT "cuenta_movimientos_precio_check" CHECK ("cuenta_movimientos"."descuento" >= 0 and ("cuenta_movimientos"."precio_unitario" is null or "cuenta_movimientos"."precio_unitario" >= 0));--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD CONSTRAINT "cuenta_movimientos_traslado_check" CHECK (("cuenta_movimientos"."traslado" is null) = ("cuenta_movimientos"."trasladado_de" is null) and ("cuenta_movimientos"."traslado" is null or "cuenta_movimientos"."traslado" in ('salida', 'entrada')));--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD CONSTRAINT "cuenta_movimientos_bodega_check" CHECK ("cuenta_movimientos"."bodega_id" is null or "cuenta_movimientos"."producto_id" is not null);--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD CONSTRAINT "cuenta_movimientos_tipo_check" CHECK (tipo in ('cargo', 'pago', 'descuento'));--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD CONSTRAINT "cuenta_movimientos_reverso_check" CHECK ("cuenta_movimientos"."tipo" = 'pago' or ("cuenta_movimientos"."total" < 0) = ("cuenta_movimientos"."reversa_de" is not null or coalesce("cuenta_movimientos"."traslado" = 'salida', false)));