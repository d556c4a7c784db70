/**
 * Saves `data` as a pretty-printed JSON file through a temporary object URL (no server round trip,
 * nothing inline: allowed by the CSP).
 */
export function downloadJson(data: unknown, filename: string, doc: Document = document): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const anchor = doc.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  doc.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoke after the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `hireloop-data-YYYY-MM-DD.json` for the given day. */
export function exportFilename(date: Date = new Date()): string {
  const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return `hireloop-data-${day}.json`;
}
