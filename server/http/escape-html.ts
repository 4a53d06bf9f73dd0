// HTML the server writes itself (the pages' head and first screen, the HTML part of a message):
// every interpolated value goes through escapeHtml.

/** The text escaped for an HTML element or attribute. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
