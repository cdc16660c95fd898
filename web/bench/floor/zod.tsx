/** The floor's third step: React and Mantine, and zod checks the rooms before they are drawn. */
// zod set as the app sets it (Spanish messages, no compiled parsers in a browser).
import '@posada/contracts/zod-config';
import { z } from 'zod';
import { renderRackFrame } from './rack-frame';
import { rooms } from './rooms';

const ZRoom = z.object({
  id: z.number().int(),
  numero: z.string(),
  piso: z.number().int(),
  estado: z.string(),
  tipo: z.string(),
});
const ZRack = z.object({ data: z.array(ZRoom), hoy: z.iso.date() });
ZRack.parse({ data: rooms, hoy: '2026-12-01' });
renderRackFrame();
