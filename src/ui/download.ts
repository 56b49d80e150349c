/** Hands text to the user as a file download (the worker built the text; the page only saves it). */

/** Saves `text` as a file named `name`. */
export function downloadText(text: string, name: string, type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has started the download; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
