/** A path with the record's id last: `show(':id')` on the server, `show(12)` on the web. */
export const withId = (base: string) => (id: number | string) => `${base}/${id}`;
