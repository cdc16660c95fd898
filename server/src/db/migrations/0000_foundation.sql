CREATE TABLE "ciudades" (
	"id" serial PRIMARY KEY NOT NULL,
	"departamento_id" integer NOT NULL,
	"codigo" varchar(5) NOT NULL,
	"nombre" varchar(120) NOT NULL,
	CONSTRAINT "ciudades_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "departamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"pais_id" integer NOT NULL,
	"codigo" varchar(2) NOT NULL,
	"nombre" varchar(120) NOT NULL,
	CONSTRAINT "departamentos_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "impuestos" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"porcentaje" numeric(5, 2) NOT NULL,
	"estado" boolean DEFAULT true NOT NULL,
	CONSTRAINT "impuestos_nombre_unique" UNIQUE("nombre"),
	CONSTRAINT "impuestos_tipo_check" CHECK ("impuestos"."tipo" in ('IVA', 'INC', 'otro')),
	CONSTRAINT "impuestos_porcentaje_check" CHECK ("impuestos"."porcentaje" >= 0 and "impuestos"."porcentaje" <= 100)
);
--> statement-breakpoint
CREATE TABLE "medidas" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(8) NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"estado" boolean DEFAULT true NOT NULL,
	CONSTRAINT "medidas_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "medios_pago_dian" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(4) NOT NULL,
	"nombre" varchar(160) NOT NULL,
	CONSTRAINT "medios_pago_dian_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "paises" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(2) NOT NULL,
	"nombre" varchar(120) NOT NULL,
	CONSTRAINT "paises_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "tipos_documento" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(4) NOT NULL,
	"abreviatura" varchar(10) NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"estado" boolean DEFAULT true NOT NULL,
	CONSTRAINT "tipos_documento_codigo_unique" UNIQUE("codigo"),
	CONSTRAINT "tipos_documento_abreviatura_unique" UNIQUE("abreviatura")
);
--> statement-breakpoint
CREATE TABLE "tipos_producto" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(20) NOT NULL,
	"nombre" varchar(80) NOT NULL,
	CONSTRAINT "tipos_producto_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "configuraciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"soporte_url" varchar(300),
	"plan" varchar(40) DEFAULT 'basico' NOT NULL,
	"pie_factura" text,
	"permitir_stock_negativo" boolean DEFAULT false NOT NULL,
	"producto_alojamiento_id" integer,
	"logo" "bytea",
	"logo_mime" varchar(40),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configuraciones_hotel_id_unique" UNIQUE("hotel_id")
);
--> statement-breakpoint
CREATE TABLE "cajas" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"estado" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cajas_hotel_nombre_key" UNIQUE("hotel_id","nombre")
);
--> statement-breakpoint
CREATE TABLE "formas_pago" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"grupo" varchar(20) NOT NULL,
	"medio_pago_dian_id" integer,
	"estado" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "formas_pago_nombre_unique" UNIQUE("nombre"),
	CONSTRAINT "formas_pago_grupo_check" CHECK ("formas_pago"."grupo" in ('efectivo', 'tarjetas', 'transferencia'))
);
--> statement-breakpoint
CREATE TABLE "hoteles" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"nit" varchar(15) NOT NULL,
	"dv" varchar(1) NOT NULL,
	"razon_social" varchar(160) NOT NULL,
	"rnt" varchar(20),
	"direccion" varchar(200),
	"pais_id" integer,
	"departamento_id" integer,
	"ciudad_id" integer,
	"telefono" varchar(40),
	"email" varchar(160),
	"zona_horaria" varchar(60) DEFAULT 'America/Bogota' NOT NULL,
	"hora_checkin" time DEFAULT '15:00' NOT NULL,
	"hora_checkout" time DEFAULT '12:00' NOT NULL,
	"estado" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hoteles_nit_check" CHECK ("hoteles"."nit" ~ '^[0-9]{6,15}$' and "hoteles"."dv" ~ '^[0-9]$')
);
--> statement-breakpoint
CREATE TABLE "bodegas" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"descripcion" text,
	"estado" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bodegas_hotel_nombre_key" UNIQUE("hotel_id","nombre")
);
--> statement-breakpoint
CREATE TABLE "producto_impuestos" (
	"producto_id" integer NOT NULL,
	"impuesto_id" integer NOT NULL,
	CONSTRAINT "producto_impuestos_producto_id_impuesto_id_pk" PRIMARY KEY("producto_id","impuesto_id")
);
--> statement-breakpoint
CREATE TABLE "productos" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"codigo" varchar(40) NOT NULL,
	"nombre" varchar(160) NOT NULL,
	"tipo_producto_id" integer NOT NULL,
	"medida_id" integer NOT NULL,
	"precio_venta" numeric(14, 2) DEFAULT '0' NOT NULL,
	"costo" numeric(14, 2) DEFAULT '0' NOT NULL,
	"stock_minimo" numeric(14, 3) DEFAULT '0' NOT NULL,
	"estado" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "productos_hotel_codigo_key" UNIQUE("hotel_id","codigo"),
	CONSTRAINT "productos_valores_check" CHECK ("productos"."precio_venta" >= 0 and "productos"."costo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "clientes" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"tipo_documento_id" integer NOT NULL,
	"numero_documento" varchar(20) NOT NULL,
	"dv" varchar(1),
	"nombres" varchar(120),
	"apellidos" varchar(120),
	"razon_social" varchar(160),
	"nacionalidad_id" integer,
	"fecha_nacimiento" date,
	"email" varchar(160),
	"telefono" varchar(40),
	"direccion" varchar(200),
	"ciudad_id" integer,
	"estado" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clientes_hotel_documento_key" UNIQUE("hotel_id","tipo_documento_id","numero_documento")
);
--> statement-breakpoint
CREATE TABLE "empleados" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"documento" varchar(20) NOT NULL,
	"nombres" varchar(160) NOT NULL,
	"cargo" varchar(80) NOT NULL,
	"telefono" varchar(40),
	"usuario_id" integer,
	"estado" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "empleados_hotel_documento_key" UNIQUE("hotel_id","documento")
);
--> statement-breakpoint
CREATE TABLE "proveedores" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"nit" varchar(15) NOT NULL,
	"dv" varchar(1),
	"razon_social" varchar(160) NOT NULL,
	"contacto" varchar(120),
	"telefono" varchar(40),
	"email" varchar(160),
	"direccion" varchar(200),
	"ciudad_id" integer,
	"estado" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proveedores_hotel_nit_key" UNIQUE("hotel_id","nit")
);
--> statement-breakpoint
CREATE TABLE "habitaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"numero" varchar(10) NOT NULL,
	"piso" integer NOT NULL,
	"tipo_habitacion_id" integer NOT NULL,
	"observaciones" text,
	"limpieza" varchar(10) DEFAULT 'limpia' NOT NULL,
	"sucia_desde" timestamp with time zone,
	"estado" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "habitaciones_hotel_numero_key" UNIQUE("hotel_id","numero"),
	CONSTRAINT "habitaciones_limpieza_check" CHECK ("habitaciones"."limpieza" in ('limpia', 'sucia'))
);
--> statement-breakpoint
CREATE TABLE "tarifas" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"tipo_habitacion_id" integer NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"precio_noche" numeric(14, 2) NOT NULL,
	"personas_incluidas" integer DEFAULT 2 NOT NULL,
	"valor_persona_adicional" numeric(14, 2) DEFAULT '0' NOT NULL,
	"vigencia_desde" date,
	"vigencia_hasta" date,
	"impuesto_id" integer,
	"estado" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tarifas_valores_check" CHECK ("tarifas"."precio_noche" >= 0 and "tarifas"."valor_persona_adicional" >= 0 and "tarifas"."personas_incluidas" >= 1),
	CONSTRAINT "tarifas_vigencia_check" CHECK ("tarifas"."vigencia_desde" is null or "tarifas"."vigencia_hasta" is null or "tarifas"."vigencia_desde" <= "tarifas"."vigencia_hasta")
);
--> statement-breakpoint
CREATE TABLE "tipos_habitacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"descripcion" text,
	"capacidad_adultos" integer DEFAULT 2 NOT NULL,
	"capacidad_ninos" integer DEFAULT 0 NOT NULL,
	"camas" integer DEFAULT 1 NOT NULL,
	"estado" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tipos_habitacion_hotel_nombre_key" UNIQUE("hotel_id","nombre"),
	CONSTRAINT "tipos_habitacion_capacidad_check" CHECK ("tipos_habitacion"."capacidad_adultos" >= 1 and "tipos_habitacion"."capacidad_ninos" >= 0 and "tipos_habitacion"."camas" >= 1)
);
--> statement-breakpoint
CREATE TABLE "auditoria" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hotel_id" integer,
	"usuario_id" integer,
	"accion" varchar(40) NOT NULL,
	"entidad" varchar(60) NOT NULL,
	"entidad_id" varchar(40),
	"antes" jsonb,
	"despues" jsonb,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_intentos" (
	"clave" varchar(200) PRIMARY KEY NOT NULL,
	"fallos" integer DEFAULT 0 NOT NULL,
	"ultimo_fallo" timestamp with time zone DEFAULT now() NOT NULL,
	"bloqueado_hasta" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "permisos" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(80) NOT NULL,
	"modulo" varchar(40) NOT NULL,
	"descripcion" varchar(200) NOT NULL,
	CONSTRAINT "permisos_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "rol_permisos" (
	"rol_id" integer NOT NULL,
	"permiso_id" integer NOT NULL,
	CONSTRAINT "rol_permisos_rol_id_permiso_id_pk" PRIMARY KEY("rol_id","permiso_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"descripcion" varchar(250) DEFAULT '' NOT NULL,
	"is_root" boolean DEFAULT false NOT NULL,
	"estado" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "sesiones" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"usuario_id" integer NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sesiones_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "usuario_hoteles" (
	"usuario_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	CONSTRAINT "usuario_hoteles_usuario_id_hotel_id_pk" PRIMARY KEY("usuario_id","hotel_id")
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"email" varchar(160) NOT NULL,
	"password_hash" text NOT NULL,
	"rol_id" integer NOT NULL,
	"theme_config" jsonb,
	"estado" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuarios_email_unique" UNIQUE("email"),
	CONSTRAINT "usuarios_email_lower_check" CHECK ("usuarios"."email" = lower("usuarios"."email"))
);
--> statement-breakpoint
ALTER TABLE "ciudades" ADD CONSTRAINT "ciudades_departamento_id_departamentos_id_fk" FOREIGN KEY ("departamento_id") REFERENCES "public"."departamentos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departamentos" ADD CONSTRAINT "departamentos_pais_id_paises_id_fk" FOREIGN KEY ("pais_id") REFERENCES "public"."paises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuraciones" ADD CONSTRAINT "configuraciones_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuraciones" ADD CONSTRAINT "configuraciones_producto_alojamiento_id_productos_id_fk" FOREIGN KEY ("producto_alojamiento_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cajas" ADD CONSTRAINT "cajas_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formas_pago" ADD CONSTRAINT "formas_pago_medio_pago_dian_id_medios_pago_dian_id_fk" FOREIGN KEY ("medio_pago_dian_id") REFERENCES "public"."medios_pago_dian"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoteles" ADD CONSTRAINT "hoteles_pais_id_paises_id_fk" FOREIGN KEY ("pais_id") REFERENCES "public"."paises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoteles" ADD CONSTRAINT "hoteles_departamento_id_departamentos_id_fk" FOREIGN KEY ("departamento_id") REFERENCES "public"."departamentos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoteles" ADD CONSTRAINT "hoteles_ciudad_id_ciudades_id_fk" FOREIGN KEY ("ciudad_id") REFERENCES "public"."ciudades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bodegas" ADD CONSTRAINT "bodegas_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_impuestos" ADD CONSTRAINT "producto_impuestos_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_impuestos" ADD CONSTRAINT "producto_impuestos_impuesto_id_impuestos_id_fk" FOREIGN KEY ("impuesto_id") REFERENCES "public"."impuestos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_tipo_producto_id_tipos_producto_id_fk" FOREIGN KEY ("tipo_producto_id") REFERENCES "public"."tipos_producto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_medida_id_medidas_id_fk" FOREIGN KEY ("medida_id") REFERENCES "public"."medidas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_tipo_documento_id_tipos_documento_id_fk" FOREIGN KEY ("tipo_documento_id") REFERENCES "public"."tipos_documento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_nacionalidad_id_paises_id_fk" FOREIGN KEY ("nacionalidad_id") REFERENCES "public"."paises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_ciudad_id_ciudades_id_fk" FOREIGN KEY ("ciudad_id") REFERENCES "public"."ciudades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empleados" ADD CONSTRAINT "empleados_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empleados" ADD CONSTRAINT "empleados_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proveedores" ADD CONSTRAINT "proveedores_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proveedores" ADD CONSTRAINT "proveedores_ciudad_id_ciudades_id_fk" FOREIGN KEY ("ciudad_id") REFERENCES "public"."ciudades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habitaciones" ADD CONSTRAINT "habitaciones_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habitaciones" ADD CONSTRAINT "habitaciones_tipo_habitacion_id_tipos_habitacion_id_fk" FOREIGN KEY ("tipo_habitacion_id") REFERENCES "public"."tipos_habitacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifas" ADD CONSTRAINT "tarifas_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifas" ADD CONSTRAINT "tarifas_tipo_habitacion_id_tipos_habitacion_id_fk" FOREIGN KEY ("tipo_habitacion_id") REFERENCES "public"."tipos_habitacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifas" ADD CONSTRAINT "tarifas_impuesto_id_impuestos_id_fk" FOREIGN KEY ("impuesto_id") REFERENCES "public"."impuestos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tipos_habitacion" ADD CONSTRAINT "tipos_habitacion_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rol_permisos" ADD CONSTRAINT "rol_permisos_rol_id_roles_id_fk" FOREIGN KEY ("rol_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rol_permisos" ADD CONSTRAINT "rol_permisos_permiso_id_permisos_id_fk" FOREIGN KEY ("permiso_id") REFERENCES "public"."permisos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sesiones" ADD CONSTRAINT "sesiones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_hoteles" ADD CONSTRAINT "usuario_hoteles_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_hoteles" ADD CONSTRAINT "usuario_hoteles_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_rol_id_roles_id_fk" FOREIGN KEY ("rol_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "productos_hotel_nombre_idx" ON "productos" USING btree ("hotel_id","nombre");--> statement-breakpoint
CREATE INDEX "clientes_hotel_nombres_idx" ON "clientes" USING btree ("hotel_id","nombres","apellidos");--> statement-breakpoint
CREATE INDEX "habitaciones_tipo_idx" ON "habitaciones" USING btree ("tipo_habitacion_id");--> statement-breakpoint
CREATE INDEX "tarifas_tipo_idx" ON "tarifas" USING btree ("tipo_habitacion_id");--> statement-breakpoint
CREATE INDEX "auditoria_entidad_idx" ON "auditoria" USING btree ("entidad","entidad_id");--> statement-breakpoint
CREATE INDEX "auditoria_fecha_idx" ON "auditoria" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sesiones_usuario_idx" ON "sesiones" USING btree ("usuario_id");