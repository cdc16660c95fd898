/** Paths of the API, relative to the API root `/api`, as the original client calls them. */
export const API_ROOT = '/api';

export const apiPaths = {
  health: '/health',
  docs: '/docs',
  login: '/login',
  logout: '/logout',
  permisosUsuario: '/getPermisosUsuario',
  updateTheme: (id: number | string) => `/update-theme/${id}`,
  configurations: '/configurations',
  configurationImage: '/configuration/image',
} as const;
