// Handing bytes the dashboard fetched (with the token in a header) to the browser's downloads.

// The object URL lives long enough for the browser to start writing the file.
const REVOKE_AFTER_MS = 60_000;

/** Lets the browser save `blob` as `fileName`, as a link with `download` does. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
