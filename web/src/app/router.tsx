import { createBrowserRouter } from 'react-router';
import { rootRoutes } from './routes';

export function createAppRouter() {
  return createBrowserRouter(rootRoutes);
}
