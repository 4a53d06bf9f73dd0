// How stored files are served, the same on both adapters: a browser must never run an uploaded
// document as part of this site. PDFs open in the tab (under the sandbox CSP where the server sends
// the headers itself); DOC and DOCX, which browsers do not render, are always downloaded.
import type { DocumentContentType } from '../../shared/constants';

/** Sent with every stored file the server serves: no scripts, no loads, a unique origin. */
export const FILE_CSP = "sandbox; default-src 'none'";

/** The Content-Disposition of a file of this type; `name` is the download's file name. */
export function contentDispositionFor(contentType: DocumentContentType, name: string): string {
  return contentType === 'application/pdf' ? 'inline' : `attachment; filename="${name}"`;
}
