/** Offers `data` as a JSON file download (the draft log). */
export function downloadJson(document: Document, fileName: string, data: unknown): void {
  const view = document.defaultView;
  if (!view) return;
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = view.URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  view.setTimeout(() => view.URL.revokeObjectURL(url), 0);
}
