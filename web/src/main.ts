/**
 * The page's entry, kept tiny: it starts the opened screen's first data requests, then loads
 * the app (React, Mantine and the screens take a few hundred milliseconds to load and run; the
 * requests travel meanwhile).
 */
import { startScreenReads } from './early';

startScreenReads();
void import('./app/bootstrap');
