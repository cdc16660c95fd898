/** Offers a blob to the user as a file download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Offers bytes to the user as a file download. */
export function downloadFile(data: Uint8Array | string, fileName: string, mime: string): void {
  downloadBlob(new Blob([data as BlobPart], { type: mime }), fileName);
}
