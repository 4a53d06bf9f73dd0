import * as v from 'valibot';
import { DOCUMENT_CONTENT_TYPES, type DocumentContentType } from '../constants';
import { optionalText } from './fields';

const CONTENT_TYPES = Object.keys(DOCUMENT_CONTENT_TYPES) as DocumentContentType[];

/** Body of POST /api/object-storage/resume and /job-description; `size` binds the upload exactly. */
export const uploadRequestSchema = v.object({
  contentType: v.optional(
    v.picklist(CONTENT_TYPES, 'Only PDF, DOC and DOCX files are accepted'),
    'application/pdf',
  ),
  // The server cleans and shortens it (server/uploads/upload-name.ts); without one the stored name
  // stands. Bounded only so that a request stays small.
  filename: optionalText(1024),
  size: v.optional(
    v.pipe(
      v.number('Size must be a number'),
      v.integer('Size must be a whole number'),
      v.minValue(1, 'The file is empty'),
    ),
  ),
});

/** A request for an upload address. */
export type UploadRequest = v.InferOutput<typeof uploadRequestSchema>;
