import { ZUserCreateBody, ZUserUpdateBody } from '@posada/contracts';
import { z } from 'zod';

export const HOTEL_REQUIRED = 'Seleccione al menos un hotel';

/**
 * The user dialog's schemas: the API's bodies plus the hotels, at least one unless the role is
 * root (a root user works in every active hotel). `keptHotels` counts the user's hotels that the
 * signed-in user cannot see or change (the server keeps them), so they count toward that one.
 */
export function userFormSchemas(isRootRole: (rolId: number) => boolean, keptHotels = 0) {
  const hoteles = z.array(z.coerce.number().int().positive()).max(500);
  const needsHotel = (u: { rol_id: number; hoteles: number[] }, ctx: z.RefinementCtx) => {
    if (u.hoteles.length + keptHotels === 0 && !isRootRole(u.rol_id)) {
      ctx.addIssue({ code: 'custom', path: ['hoteles'], message: HOTEL_REQUIRED });
    }
  };
  return {
    create: ZUserCreateBody.extend({ hoteles }).superRefine(needsHotel),
    update: ZUserUpdateBody.extend({ hoteles }).superRefine(needsHotel),
  };
}
