/**
 * Saves `blob` as a file named `filename` through a temporary object URL, revoked 10 s later (no
 * server round trip, nothing inline: allowed by the CSP). The one download helper of the app:
 * the data export, recovery codes, a received resume and an interview's calendar file.
 */
export function downloadBlob(blob: Blob, filename: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const anchor = doc.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  doc.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoke after the browser has started the download (a large file may take a moment).
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves `data` as a pretty-printed JSON file (see {@link downloadBlob}). */
export function downloadJson(data: unknown, filename: string, doc: Document = document): void {
  downloadBlob(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
    filename,
    doc,
  );
}

/** Saves `text` as a UTF-8 plain-text file (e.g. the second factor's recovery codes). */
export function downloadText(text: string, filename: string, doc: Document = document): void {
  downloadBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), filename, doc);
}

/** Saves `text` as an iCalendar file (an interview's invitation, issue 28). */
export function downloadCalendar(text: string, filename: string, doc: Document = document): void {
  downloadBlob(new Blob([text], { type: 'text/calendar;charset=utf-8' }), filename, doc);
}

/** `hireloop-data-YYYY-MM-DD.json` for the given day. */
export function exportFilename(date: Date = new Date()): string {
  const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return `hireloop-data-${day}.json`;
}
