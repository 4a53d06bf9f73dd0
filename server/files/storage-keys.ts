// Storage keys are `<kind-folder>/<uuid><ext>`: the server picks every part, so a key never carries
// a user's file name (privacy) and the strict pattern below rules out path traversal.
import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_CONTENT_TYPES,
  type DocumentContentType,
  type FileKind,
} from '../../shared/constants';

/** The folder (and URL segment) that holds each kind of file. */
export const KIND_FOLDERS: Record<FileKind, string> = {
  resume: 'resumes',
  'job-description': 'job-descriptions',
};

/** What a valid key says about the object it names. */
export interface ParsedKey {
  key: string;
  kind: FileKind;
  contentType: DocumentContentType;
}

const KEY_PATTERN =
  /^([a-z-]+)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.pdf|\.doc|\.docx)$/;

const TYPE_BY_EXTENSION = new Map<string, DocumentContentType>(
  Object.entries(DOCUMENT_CONTENT_TYPES).map(([type, ext]) => [ext, type as DocumentContentType]),
);

const KIND_BY_FOLDER = new Map<string, FileKind>(
  Object.entries(KIND_FOLDERS).map(([kind, folder]) => [folder, kind as FileKind]),
);

/** True for the accepted document MIME types (requests carry untyped strings). */
export function isDocumentContentType(value: string): value is DocumentContentType {
  return Object.hasOwn(DOCUMENT_CONTENT_TYPES, value);
}

/** A fresh, unguessable key for one file of this kind and type. */
export function newKey(kind: FileKind, contentType: DocumentContentType): string {
  return `${KIND_FOLDERS[kind]}/${randomUUID()}${DOCUMENT_CONTENT_TYPES[contentType]}`;
}

/** The name a stored file is served under when its uploaded name is unknown: 'resume.pdf'. */
export function storedDownloadName(parsed: ParsedKey): string {
  return `${parsed.kind}${DOCUMENT_CONTENT_TYPES[parsed.contentType]}`;
}

/** The kind and type a key stands for, or undefined when it is not a key this board makes. */
export function parseKey(key: string): ParsedKey | undefined {
  const match = KEY_PATTERN.exec(key);
  if (!match) return undefined;
  const kind = KIND_BY_FOLDER.get(match[1] ?? '');
  const contentType = TYPE_BY_EXTENSION.get(match[2] ?? '');
  if (!kind || !contentType) return undefined;
  return { key, kind, contentType };
}
