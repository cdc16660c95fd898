/** The floor's first step: React alone draws the page, plain elements. */
import { createRoot } from 'react-dom/client';
import { rooms } from './rooms';

createRoot(document.getElementById('root') as HTMLElement).render(
  <main>
    <h1>Rack Habitaciones</h1>
    {rooms.map((room) => (
      <button type="button" key={room.id}>
        {room.numero} {room.estado} {room.tipo}
      </button>
    ))}
  </main>,
);
