// HTML and XML the server writes itself (the pages' head and first screen, the HTML part of a
// message, the sitemap and the feeds): every interpolated value goes through escapeHtml. The five
// references it writes mean the same in XML ('&#39;' is a character reference in both).

/** The text escaped for an HTML or XML element or attribute. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
