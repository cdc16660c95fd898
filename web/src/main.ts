/**
 * The page's entry, kept tiny: it starts the home screen's data request, then loads the app
 * (React, Mantine and the screens take a few hundred milliseconds to load and run; the request
 * travels meanwhile).
 */
import { startHomeRequests } from './early';

startHomeRequests();
void import('./app/bootstrap');
