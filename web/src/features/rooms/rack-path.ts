/** The rack's call, in a module of its own: the early-request entry imports it. */
export const RACK_PATH = '/habitacionesDashboard';
