// The name a file had on its uploader's device, as the server keeps and shows it
// (docs/decisions/0044-uploaded-file-names.md). It comes from the browser, so it is untrusted: only
// its last path segment is kept, without control characters or the bidirectional controls that
// can make 'cv\u202efdp.exe' read as 'cvexe.pdf', and cut to a length a screen and a header can carry,
// keeping its extension.

/** The longest name kept, in characters (code points). */
export const UPLOAD_NAME_MAX = 200;

/** The longest tail still read as an extension ('.docx'), so a cut name keeps its type. */
const EXTENSION_MAX = 10;

// C0/C1 controls and DEL; the bidi embeddings, overrides and isolates; the directional marks.
const UNSAFE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** The cleaned name, or null when nothing usable is left (the stored name stands then). */
export function cleanUploadName(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const last = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const name = last.replace(UNSAFE, '').trim();
  if (name === '' || /^\.+$/.test(name)) return null;
  const chars = Array.from(name);
  if (chars.length <= UPLOAD_NAME_MAX) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  const kept = extension.length <= EXTENSION_MAX ? extension : [];
  return (
    chars
      .slice(0, UPLOAD_NAME_MAX - kept.length)
      .join('')
      .trimEnd() + kept.join('')
  );
}
