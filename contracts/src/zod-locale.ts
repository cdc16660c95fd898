import { z } from 'zod';

/** Validation messages in Spanish wherever a schema does not give its own. */
z.config(z.locales.es());
