import type { TRackRoom } from '@posada/contracts';
import type { RackAction, RoomActionBodies } from '../../api/rooms';

/** What the room dialog hands the form of an action: `onSubmit` takes that action's body. */
export interface ActionFormProps<A extends RackAction> {
  room: TRackRoom;
  /** The hotel's date today (YYYY-MM-DD). */
  hoy: string;
  busy: boolean;
  /** The refusal of the last submit (its field errors go onto the form's fields), or null. */
  error: Error | null;
  /** `idempotencyKey`: sent as the call's Idempotency-Key header (check-out). */
  onSubmit: (body: RoomActionBodies[A], idempotencyKey?: string) => void;
  onBack: () => void;
}
