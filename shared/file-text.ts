// How a file reads to people (docs/decisions/0042-one-format-per-value.md): its size in kB or MB,
// and its name. Stored files are named by an id the server picks (never the uploader's own file
// name); the name it was uploaded with is kept beside it and shown (decision 0044), and a file
// whose name was not kept is named by what it is and its type: 'Job description (PDF)'.
import type { FileKind } from './constants';

const KB = 1024;
const MB = KB * KB;
// One decimal at most, dropped when it is zero: '0.7 kB', '120.6 kB', '5 MB'.
const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A size in kB under a megabyte, else in MB (binary units, as the upload limits are counted). */
export function sizeText(bytes: number): string {
  return bytes < MB ? `${NUMBER.format(bytes / KB)} kB` : `${NUMBER.format(bytes / MB)} MB`;
}

/** The document type of a stored file, from the extension of its address; null without one. */
export function documentExtensionOf(address: string | null): 'pdf' | 'doc' | 'docx' | null {
  if (!address) return null;
  let path = address;
  try {
    path = new URL(address, 'http://localhost').pathname;
  } catch {
    // Not an address: read its end as it is.
  }
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return extension === 'pdf' || extension === 'doc' || extension === 'docx' ? extension : null;
}

const KIND_NAMES: Record<FileKind, string> = {
  resume: 'Resume',
  'job-description': 'Job description',
};

/**
 * A stored file's name for people: the name it was uploaded with, else 'Job description (PDF)',
 * 'Resume (DOCX)'.
 */
export function storedFileName(
  kind: FileKind,
  address: string,
  uploadedName?: string | null,
): string {
  if (uploadedName) return uploadedName;
  const extension = documentExtensionOf(address);
  return extension ? `${KIND_NAMES[kind]} (${extension.toUpperCase()})` : KIND_NAMES[kind];
}
