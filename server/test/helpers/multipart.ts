/** A multipart/form-data body with one file, for app.inject. */
export function multipartFile(
  field: string,
  filename: string,
  bytes: Buffer,
  type = 'application/octet-stream',
) {
  const boundary = `----posada${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
