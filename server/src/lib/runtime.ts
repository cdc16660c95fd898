/**
 * The Node.js lines Posada supports: the LTS lines (24 and 26) and 22 while it is maintained
 * (until 30 April 2027). Node 20 reached its end of life on 30 April 2026; Posada still starts on
 * 20.19+ (its floor when it was chosen) but says so at every start.
 */
export const SUPPORTED_NODE = '24 y 26 (LTS), o 22 mientras tenga mantenimiento';

/** The warning for a Node.js out of support, or null on a supported line. */
export function runtimeNotice(version: string): string | null {
  const major = Number(/^v?(\d+)/.exec(version)?.[1] ?? 0);
  if (major >= 22) return null;
  return (
    `Node.js ${version.replace(/^v/, '')} ya no recibe soporte (Node.js ${major} terminó el ` +
    `30 de abril de 2026): Posada funciona, pero actualice a Node.js ${SUPPORTED_NODE}.`
  );
}
