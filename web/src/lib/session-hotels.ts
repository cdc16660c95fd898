import type { THotel, TSessionUser } from '@posada/contracts';

/**
 * The signed-in user's hotels (`datalle_hoteles`, from the login answer) after a hotel was saved,
 * so the hotels the user may hand out to other users follow at once, without a new login. The
 * server gives a new hotel to its creator and every active hotel to an administrator; an inactive
 * hotel is nobody's workplace. A non-administrator's hotel they are not assigned to stays out.
 */
export function withSavedHotel(user: TSessionUser, hotel: THotel, created: boolean): TSessionUser {
  const others = user.datalle_hoteles.filter((h) => h.id !== hotel.id);
  const held = others.length < user.datalle_hoteles.length;
  const keep = hotel.estado && (created || held || user.rol.is_root);
  if (!keep) return held ? { ...user, datalle_hoteles: others } : user;
  const hotels = [...others, { id: hotel.id, nombre: hotel.nombre, zona_horaria: hotel.zona_horaria }].sort(
    (a, b) => a.id - b.id,
  );
  return { ...user, datalle_hoteles: hotels };
}

/** The signed-in user's hotels after a hotel was deleted or deactivated. */
export function withoutHotel(user: TSessionUser, hotelId: number): TSessionUser {
  const hotels = user.datalle_hoteles.filter((h) => h.id !== hotelId);
  return hotels.length === user.datalle_hoteles.length ? user : { ...user, datalle_hoteles: hotels };
}
