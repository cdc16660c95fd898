/** Forty rooms on four floors, as the rack's cards show them: the floor pages' content. */
export const rooms = Array.from({ length: 40 }, (_, i) => ({
  id: i + 1,
  numero: String(101 + 100 * Math.floor(i / 10) + (i % 10)),
  piso: 1 + Math.floor(i / 10),
  estado: ['Libre', 'Ocupada', 'Reservada', 'Sucia'][i % 4] ?? 'Libre',
  tipo: 'Doble',
}));
export const states = ['Libre', 'Ocupada', 'Reservada', 'Sucia', 'Mantenimiento'];
