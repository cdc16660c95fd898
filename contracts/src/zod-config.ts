import { z } from 'zod';

/**
 * zod's settings for the whole app, imported before any schema is built (contracts' index imports
 * it first; the web's bootstrap imports it before anything else).
 */

/** Validation messages in Spanish wherever a schema does not give its own. */
z.config(z.locales.es());

/**
 * No compiled parsers in a browser (a page or a worker): zod would probe `new Function('')` when it
 * builds an object schema, and the web's Content-Security-Policy (no 'unsafe-eval') reports that
 * probe as a violation on every page. On Node (the server, the tests) there is no such policy, and
 * the server parses every body, answer and raw row: there zod compiles each object schema's parser
 * on its first use (docs/performance.md, "The check-out's CPU per request, settled"). Set before
 * any object schema exists, since each reads it when built.
 */
const onNode =
  typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node === 'string';
z.config({ jitless: !onNode });
