import { z } from 'zod';

/**
 * zod's settings for the whole app, imported before any schema is built (contracts' index imports
 * it first; the web's bootstrap imports it before anything else).
 */

/** Validation messages in Spanish wherever a schema does not give its own. */
z.config(z.locales.es());

/**
 * No compiled parsers: zod would probe `new Function('')` when it builds an object schema, and the
 * web's Content-Security-Policy (no 'unsafe-eval') reports that probe as a violation on every page.
 * Set before any object schema exists, since each reads it when built.
 */
z.config({ jitless: true });
