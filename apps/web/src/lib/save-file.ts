/** Hands a file to the browser's downloads under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started; a later tick frees ours.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
