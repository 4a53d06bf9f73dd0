// How stored files are served, the same on both adapters: a browser must never run an uploaded
// document as part of this site. PDFs open in the tab (under the sandbox CSP where the server sends
// the headers itself); DOC and DOCX, which browsers do not render, are always downloaded. Either
// way the file is offered under the name it was uploaded with (decision 0044), ending in the
// extension of the type the server checked, so it opens in the right program whatever it was called.
import { DOCUMENT_CONTENT_TYPES, type DocumentContentType } from '../../shared/constants';

/** Sent with every stored file the server serves: no scripts, no loads, a unique origin. */
export const FILE_CSP = "sandbox; default-src 'none'";

/**
 * The Content-Disposition of a file of this type; `name` is the download's file name, written
 * twice as RFC 6266 asks: a plain ASCII `filename` for old clients and the exact UTF-8 `filename*`
 * (RFC 5987) for the rest.
 */
export function contentDispositionFor(contentType: DocumentContentType, uploaded: string): string {
  const type = contentType === 'application/pdf' ? 'inline' : 'attachment';
  const extension = DOCUMENT_CONTENT_TYPES[contentType];
  const name = uploaded.toLowerCase().endsWith(extension) ? uploaded : `${uploaded}${extension}`;
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
