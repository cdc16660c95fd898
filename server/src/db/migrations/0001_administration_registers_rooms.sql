CREATE TABLE "caja_movimientos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"turno_id" integer NOT NULL,
	"tipo" varchar(12) NOT NULL,
	"grupo" varchar(20) NOT NULL,
	"forma_pago_id" integer,
	"monto" numeric(14, 2) NOT NULL,
	"concepto" varchar(300),
	"referencia" varchar(120),
	"clave_idempotencia" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caja_movimientos_tipo_check" CHECK ("caja_movimientos"."tipo" in ('pago', 'devolucion', 'retiro')),
	CONSTRAINT "caja_movimientos_grupo_check" CHECK ("caja_movimientos"."grupo" in ('efectivo', 'tarjetas', 'transferencia')),
	CONSTRAINT "caja_movimientos_monto_check" CHECK ("caja_movimientos"."monto" > 0),
	CONSTRAINT "caja_movimientos_forma_check" CHECK (("caja_movimientos"."tipo" = 'retiro' and "caja_movimientos"."grupo" = 'efectivo' and "caja_movimientos"."concepto" is not null)
        or ("caja_movimientos"."tipo" <> 'retiro' and "caja_movimientos"."forma_pago_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "caja_turnos" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"caja_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"abierto_at" timestamp with time zone DEFAULT now() NOT NULL,
	"apertura_efectivo" numeric(14, 2) NOT NULL,
	"apertura_tarjetas" numeric(14, 2) NOT NULL,
	"apertura_transferencia" numeric(14, 2) NOT NULL,
	"reportado_efectivo" numeric(14, 2),
	"reportado_tarjetas" numeric(14, 2),
	"reportado_transferencia" numeric(14, 2),
	"aprobado_por_id" integer,
	"observaciones_apertura" text,
	"cerrado_at" timestamp with time zone,
	"contado_efectivo" numeric(14, 2),
	"contado_tarjetas" numeric(14, 2),
	"contado_transferencia" numeric(14, 2),
	"esperado_efectivo" numeric(14, 2),
	"esperado_tarjetas" numeric(14, 2),
	"esperado_transferencia" numeric(14, 2),
	"diferencia_efectivo" numeric(14, 2),
	"diferencia_tarjetas" numeric(14, 2),
	"diferencia_transferencia" numeric(14, 2),
	"observaciones_cierre" text,
	CONSTRAINT "caja_turnos_apertura_check" CHECK ("caja_turnos"."apertura_efectivo" >= 0 and "caja_turnos"."apertura_tarjetas" >= 0 and "caja_turnos"."apertura_transferencia" >= 0),
	CONSTRAINT "caja_turnos_reportado_check" CHECK (coalesce("caja_turnos"."reportado_efectivo", 0) >= 0 and coalesce("caja_turnos"."reportado_tarjetas", 0) >= 0
        and coalesce("caja_turnos"."reportado_transferencia", 0) >= 0),
	CONSTRAINT "caja_turnos_cierre_check" CHECK (("caja_turnos"."cerrado_at" is null
          and num_nonnulls("caja_turnos"."contado_efectivo", "caja_turnos"."contado_tarjetas", "caja_turnos"."contado_transferencia",
            "caja_turnos"."esperado_efectivo", "caja_turnos"."esperado_tarjetas", "caja_turnos"."esperado_transferencia",
            "caja_turnos"."diferencia_efectivo", "caja_turnos"."diferencia_tarjetas", "caja_turnos"."diferencia_transferencia") = 0)
        or ("caja_turnos"."cerrado_at" >= "caja_turnos"."abierto_at"
          and "caja_turnos"."contado_efectivo" >= 0 and "caja_turnos"."contado_tarjetas" >= 0 and "caja_turnos"."contado_transferencia" >= 0
          and "caja_turnos"."esperado_efectivo" >= 0
          and "caja_turnos"."diferencia_efectivo" = "caja_turnos"."contado_efectivo" - "caja_turnos"."esperado_efectivo"
          and "caja_turnos"."diferencia_tarjetas" = "caja_turnos"."contado_tarjetas" - "caja_turnos"."esperado_tarjetas"
          and "caja_turnos"."diferencia_transferencia" = "caja_turnos"."contado_transferencia" - "caja_turnos"."esperado_transferencia"))
);
--> statement-breakpoint
CREATE TABLE "capacitaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"titulo" varchar(160) NOT NULL,
	"url" varchar(500) NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"estado" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "numeraciones_internas" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"tipo" varchar(30) NOT NULL,
	"prefijo" varchar(10) DEFAULT '' NOT NULL,
	"siguiente" integer DEFAULT 1 NOT NULL,
	"estado" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "numeraciones_internas_hotel_tipo_key" UNIQUE("hotel_id","tipo"),
	CONSTRAINT "numeraciones_internas_siguiente_check" CHECK ("numeraciones_internas"."siguiente" >= 1)
);
--> statement-breakpoint
CREATE TABLE "resoluciones_facturacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"numero_resolucion" varchar(20) NOT NULL,
	"prefijo" varchar(10) DEFAULT '' NOT NULL,
	"desde" integer NOT NULL,
	"hasta" integer NOT NULL,
	"siguiente" integer NOT NULL,
	"fecha_desde" date NOT NULL,
	"fecha_hasta" date NOT NULL,
	"clave_tecnica" varchar(100) NOT NULL,
	"estado" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resoluciones_facturacion_rango_check" CHECK ("resoluciones_facturacion"."desde" >= 1 and "resoluciones_facturacion"."desde" <= "resoluciones_facturacion"."hasta" and "resoluciones_facturacion"."siguiente" between "resoluciones_facturacion"."desde" and "resoluciones_facturacion"."hasta" + 1),
	CONSTRAINT "resoluciones_facturacion_fechas_check" CHECK ("resoluciones_facturacion"."fecha_desde" <= "resoluciones_facturacion"."fecha_hasta")
);
--> statement-breakpoint
CREATE TABLE "cuenta_movimientos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"estancia_id" integer NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"concepto" varchar(200) NOT NULL,
	"fecha" date,
	"valor" numeric(14, 2) NOT NULL,
	"impuesto" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"forma_pago_id" integer,
	"caja_movimiento_id" integer,
	"reversa_de" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cuenta_movimientos_tipo_check" CHECK ("cuenta_movimientos"."tipo" in ('cargo', 'pago')),
	CONSTRAINT "cuenta_movimientos_total_check" CHECK ("cuenta_movimientos"."total" = "cuenta_movimientos"."valor" + "cuenta_movimientos"."impuesto")
);
--> statement-breakpoint
CREATE TABLE "estancia_empleados" (
	"estancia_id" integer NOT NULL,
	"empleado_id" integer NOT NULL,
	CONSTRAINT "estancia_empleados_estancia_id_empleado_id_pk" PRIMARY KEY("estancia_id","empleado_id")
);
--> statement-breakpoint
CREATE TABLE "estancia_huespedes" (
	"estancia_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	CONSTRAINT "estancia_huespedes_estancia_id_cliente_id_pk" PRIMARY KEY("estancia_id","cliente_id")
);
--> statement-breakpoint
CREATE TABLE "estancias" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"habitacion_id" integer NOT NULL,
	"reserva_id" integer,
	"cliente_id" integer NOT NULL,
	"llegada" date NOT NULL,
	"salida" date NOT NULL,
	"adultos" integer NOT NULL,
	"ninos" integer DEFAULT 0 NOT NULL,
	"tarifa_nombre" varchar(80) NOT NULL,
	"exento_iva" boolean DEFAULT false NOT NULL,
	"estado" varchar(12) DEFAULT 'activa' NOT NULL,
	"observaciones" text,
	"created_by" integer,
	"checkout_at" timestamp with time zone,
	"checkout_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estancias_fechas_check" CHECK ("estancias"."salida" > "estancias"."llegada"),
	CONSTRAINT "estancias_personas_check" CHECK ("estancias"."adultos" >= 1 and "estancias"."ninos" >= 0),
	CONSTRAINT "estancias_estado_check" CHECK ("estancias"."estado" in ('activa', 'finalizada'))
);
--> statement-breakpoint
CREATE TABLE "habitacion_historial" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"habitacion_id" integer NOT NULL,
	"accion" varchar(30) NOT NULL,
	"estado_antes" varchar(15) NOT NULL,
	"estado_despues" varchar(15) NOT NULL,
	"usuario_id" integer,
	"empleado_id" integer,
	"detalle" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mantenimientos" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"habitacion_id" integer NOT NULL,
	"motivo" varchar(300) NOT NULL,
	"desde" timestamp with time zone DEFAULT now() NOT NULL,
	"hasta" timestamp with time zone,
	"created_by" integer,
	"closed_by" integer
);
--> statement-breakpoint
CREATE TABLE "noches_habitacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"habitacion_id" integer NOT NULL,
	"noches" daterange NOT NULL,
	"reserva_id" integer,
	"estancia_id" integer,
	"sobreventa" boolean DEFAULT false NOT NULL,
	CONSTRAINT "noches_habitacion_origen_check" CHECK ("noches_habitacion"."reserva_id" is not null or "noches_habitacion"."estancia_id" is not null),
	CONSTRAINT "noches_habitacion_rango_check" CHECK (not isempty("noches_habitacion"."noches"))
);
--> statement-breakpoint
CREATE TABLE "reservas" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"habitacion_id" integer,
	"llegada" date NOT NULL,
	"salida" date NOT NULL,
	"adultos" integer DEFAULT 1 NOT NULL,
	"ninos" integer DEFAULT 0 NOT NULL,
	"estado" varchar(12) DEFAULT 'Confirmada' NOT NULL,
	"canal" varchar(20) DEFAULT 'directo' NOT NULL,
	"motivo_cancelacion" text,
	"observaciones" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservas_fechas_check" CHECK ("reservas"."salida" > "reservas"."llegada"),
	CONSTRAINT "reservas_personas_check" CHECK ("reservas"."adultos" >= 1 and "reservas"."ninos" >= 0),
	CONSTRAINT "reservas_estado_check" CHECK ("reservas"."estado" in ('Pendiente', 'Confirmada', 'Check-in', 'Finalizada', 'Cancelada', 'No-show'))
);
--> statement-breakpoint
ALTER TABLE "tipos_producto" ADD COLUMN "estado" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce(nombres, '') || ' ' || coalesce(apellidos, '') || ' ' || coalesce(razon_social, '') || ' ' || numero_documento), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')) STORED;--> statement-breakpoint
ALTER TABLE "caja_movimientos" ADD CONSTRAINT "caja_movimientos_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caja_movimientos" ADD CONSTRAINT "caja_movimientos_turno_id_caja_turnos_id_fk" FOREIGN KEY ("turno_id") REFERENCES "public"."caja_turnos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caja_movimientos" ADD CONSTRAINT "caja_movimientos_forma_pago_id_formas_pago_id_fk" FOREIGN KEY ("forma_pago_id") REFERENCES "public"."formas_pago"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caja_turnos" ADD CONSTRAINT "caja_turnos_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caja_turnos" ADD CONSTRAINT "caja_turnos_caja_id_cajas_id_fk" FOREIGN KEY ("caja_id") REFERENCES "public"."cajas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caja_turnos" ADD CONSTRAINT "caja_turnos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caja_turnos" ADD CONSTRAINT "caja_turnos_aprobado_por_id_usuarios_id_fk" FOREIGN KEY ("aprobado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacitaciones" ADD CONSTRAINT "capacitaciones_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "numeraciones_internas" ADD CONSTRAINT "numeraciones_internas_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resoluciones_facturacion" ADD CONSTRAINT "resoluciones_facturacion_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD CONSTRAINT "cuenta_movimientos_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD CONSTRAINT "cuenta_movimientos_estancia_id_estancias_id_fk" FOREIGN KEY ("estancia_id") REFERENCES "public"."estancias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD CONSTRAINT "cuenta_movimientos_forma_pago_id_formas_pago_id_fk" FOREIGN KEY ("forma_pago_id") REFERENCES "public"."formas_pago"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD CONSTRAINT "cuenta_movimientos_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estancia_empleados" ADD CONSTRAINT "estancia_empleados_estancia_id_estancias_id_fk" FOREIGN KEY ("estancia_id") REFERENCES "public"."estancias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estancia_empleados" ADD CONSTRAINT "estancia_empleados_empleado_id_empleados_id_fk" FOREIGN KEY ("empleado_id") REFERENCES "public"."empleados"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estancia_huespedes" ADD CONSTRAINT "estancia_huespedes_estancia_id_estancias_id_fk" FOREIGN KEY ("estancia_id") REFERENCES "public"."estancias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estancia_huespedes" ADD CONSTRAINT "estancia_huespedes_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estancias" ADD CONSTRAINT "estancias_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estancias" ADD CONSTRAINT "estancias_habitacion_id_habitaciones_id_fk" FOREIGN KEY ("habitacion_id") REFERENCES "public"."habitaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estancias" ADD CONSTRAINT "estancias_reserva_id_reservas_id_fk" FOREIGN KEY ("reserva_id") REFERENCES "public"."reservas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estancias" ADD CONSTRAINT "estancias_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estancias" ADD CONSTRAINT "estancias_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estancias" ADD CONSTRAINT "estancias_checkout_by_usuarios_id_fk" FOREIGN KEY ("checkout_by") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habitacion_historial" ADD CONSTRAINT "habitacion_historial_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habitacion_historial" ADD CONSTRAINT "habitacion_historial_habitacion_id_habitaciones_id_fk" FOREIGN KEY ("habitacion_id") REFERENCES "public"."habitaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habitacion_historial" ADD CONSTRAINT "habitacion_historial_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habitacion_historial" ADD CONSTRAINT "habitacion_historial_empleado_id_empleados_id_fk" FOREIGN KEY ("empleado_id") REFERENCES "public"."empleados"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mantenimientos" ADD CONSTRAINT "mantenimientos_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mantenimientos" ADD CONSTRAINT "mantenimientos_habitacion_id_habitaciones_id_fk" FOREIGN KEY ("habitacion_id") REFERENCES "public"."habitaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mantenimientos" ADD CONSTRAINT "mantenimientos_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mantenimientos" ADD CONSTRAINT "mantenimientos_closed_by_usuarios_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noches_habitacion" ADD CONSTRAINT "noches_habitacion_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noches_habitacion" ADD CONSTRAINT "noches_habitacion_habitacion_id_habitaciones_id_fk" FOREIGN KEY ("habitacion_id") REFERENCES "public"."habitaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noches_habitacion" ADD CONSTRAINT "noches_habitacion_reserva_id_reservas_id_fk" FOREIGN KEY ("reserva_id") REFERENCES "public"."reservas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noches_habitacion" ADD CONSTRAINT "noches_habitacion_estancia_id_estancias_id_fk" FOREIGN KEY ("estancia_id") REFERENCES "public"."estancias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_habitacion_id_habitaciones_id_fk" FOREIGN KEY ("habitacion_id") REFERENCES "public"."habitaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "caja_movimientos_idempotencia_key" ON "caja_movimientos" USING btree ("hotel_id","clave_idempotencia") WHERE "caja_movimientos"."clave_idempotencia" is not null;--> statement-breakpoint
CREATE INDEX "caja_movimientos_turno_idx" ON "caja_movimientos" USING btree ("turno_id","tipo");--> statement-breakpoint
CREATE INDEX "caja_movimientos_hotel_fecha_idx" ON "caja_movimientos" USING btree ("hotel_id","tipo","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "caja_turnos_caja_abierta_key" ON "caja_turnos" USING btree ("caja_id") WHERE "caja_turnos"."cerrado_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "caja_turnos_usuario_abierta_key" ON "caja_turnos" USING btree ("usuario_id") WHERE "caja_turnos"."cerrado_at" is null;--> statement-breakpoint
CREATE INDEX "caja_turnos_caja_idx" ON "caja_turnos" USING btree ("caja_id","abierto_at");--> statement-breakpoint
CREATE INDEX "caja_turnos_hotel_idx" ON "caja_turnos" USING btree ("hotel_id","abierto_at");--> statement-breakpoint
CREATE INDEX "capacitaciones_hotel_idx" ON "capacitaciones" USING btree ("hotel_id","orden");--> statement-breakpoint
CREATE INDEX "resoluciones_facturacion_hotel_idx" ON "resoluciones_facturacion" USING btree ("hotel_id","prefijo");--> statement-breakpoint
CREATE INDEX "cuenta_movimientos_estancia_idx" ON "cuenta_movimientos" USING btree ("estancia_id");--> statement-breakpoint
CREATE UNIQUE INDEX "estancias_habitacion_activa_key" ON "estancias" USING btree ("habitacion_id") WHERE "estancias"."estado" = 'activa';--> statement-breakpoint
CREATE INDEX "estancias_hotel_estado_idx" ON "estancias" USING btree ("hotel_id","estado");--> statement-breakpoint
CREATE INDEX "habitacion_historial_habitacion_idx" ON "habitacion_historial" USING btree ("habitacion_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mantenimientos_abierto_key" ON "mantenimientos" USING btree ("habitacion_id") WHERE "mantenimientos"."hasta" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "noches_habitacion_reserva_key" ON "noches_habitacion" USING btree ("reserva_id");--> statement-breakpoint
CREATE UNIQUE INDEX "noches_habitacion_estancia_key" ON "noches_habitacion" USING btree ("estancia_id");--> statement-breakpoint
CREATE INDEX "reservas_hotel_llegada_idx" ON "reservas" USING btree ("hotel_id","llegada");--> statement-breakpoint
CREATE INDEX "reservas_habitacion_llegada_idx" ON "reservas" USING btree ("habitacion_id","llegada");--> statement-breakpoint
CREATE INDEX "clientes_busqueda_idx" ON "clientes" USING gin (to_tsvector('simple', "busqueda"));--> statement-breakpoint
ALTER TABLE "empleados" ADD CONSTRAINT "empleados_hotel_usuario_key" UNIQUE("hotel_id","usuario_id");--> statement-breakpoint
-- No room holds two reservations or stays on the same night (int4range keeps it free of btree_gist).
ALTER TABLE "noches_habitacion" ADD CONSTRAINT "noches_habitacion_sin_solape" EXCLUDE USING gist (int4range("habitacion_id", "habitacion_id", '[]') WITH &&, "noches" WITH &&) WHERE (NOT "sobreventa");
