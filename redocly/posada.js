/**
 * Redocly plugin: `no-path-trailing-slash` except for the specification's two paths that end in a
 * slash, which the API keeps as the original client calls them (contracts/src/paths.ts).
 */
const SPECIFICATION_PATHS = new Set(['/api/hotelCrear/', '/api/hotelEliminar/']);

const noPathTrailingSlash = () => ({
  PathItem(_item, { report, key, location }) {
    if (typeof key === 'string' && key.endsWith('/') && key !== '/' && !SPECIFICATION_PATHS.has(key)) {
      report({ message: `\`${key}\` should not have a trailing slash.`, location: location.key() });
    }
  },
});

export default function posada() {
  return { id: 'posada', rules: { oas3: { 'no-path-trailing-slash': noPathTrailingSlash } } };
}
