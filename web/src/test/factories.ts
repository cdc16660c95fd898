import {
  defaultThemeConfig,
  type PermissionCode,
  type TClient,
  type TConfiguration,
  type TSessionUser,
} from '@posada/contracts';

export function makeUser(
  codes: PermissionCode[],
  overrides: { root?: boolean; theme?: Partial<TSessionUser['theme_config']> } = {},
): TSessionUser {
  const root = overrides.root ?? false;
  return {
    id: 7,
    name: 'Ana Recepción',
    email: 'ana@posada.local',
    theme_config: { ...defaultThemeConfig, ...overrides.theme },
    rol: { id: 2, name: root ? 'Administrador' : 'Recepción', is_root: root },
    datalle_hoteles: [{ id: 3, nombre: 'Hotel Central', zona_horaria: 'America/Bogota' }],
    permisos: codes.map((code) => ({ code })),
  };
}

export function makeConfiguration(overrides: Partial<TConfiguration> = {}): TConfiguration {
  return {
    hotel_id: 3,
    soporte_url: null,
    plan: 'basico',
    pie_factura: null,
    permitir_stock_negativo: false,
    producto_alojamiento_id: null,
    tiene_logo: false,
    logo_version: null,
    nit: '900123456-7',
    direccion: 'Calle 10 # 43-20, Medellín',
    telefono: '+57 604 444 5566',
    hora_checkin: '15:00',
    hora_checkout: '12:00',
    hora_cierre_dia: '03:00',
    penalidad_cancelacion_tipo: 'ninguna',
    penalidad_cancelacion_valor: '0.00',
    valor_uso_dia: null,
    ...overrides,
  };
}

export function makeClient(overrides: Partial<TClient> = {}): TClient {
  return {
    id: 4,
    tipo_documento_id: 13,
    tipo_documento: 'CC',
    numero_documento: '1020304050',
    dv: null,
    nombres: 'Laura',
    apellidos: 'Gómez',
    razon_social: null,
    nombre_completo: 'Laura Gómez',
    nacionalidad_id: null,
    fecha_nacimiento: null,
    email: null,
    telefono: null,
    direccion: null,
    ciudad_id: null,
    ciudad: null,
    extranjero_no_residente: false,
    soporte_migratorio: null,
    credito_aprobado: false,
    limite_credito: null,
    plazo_dias: 0,
    contacto_cobro: null,
    estado: true,
    ...overrides,
  };
}

/** A page of a list answer (Laravel style) holding `data`. */
export const pageOf = <T>(data: T[]) => ({
  data,
  current_page: 1,
  per_page: 20,
  total: data.length,
  last_page: 1,
});
