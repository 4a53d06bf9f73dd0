// MongoDB (and FerretDB) report a unique index violation as error code 11000.
import { MongoServerError } from 'mongodb';

/** The server's code for a duplicate key. */
const DUPLICATE_KEY = 11000;

/** True when `error` is a duplicate key error. */
export function isDuplicateKeyError(error: unknown): error is MongoServerError {
  return error instanceof MongoServerError && error.code === DUPLICATE_KEY;
}

/**
 * Which index a duplicate key error names, when the server says (MongoDB does in keyPattern;
 * FerretDB 1.24 does not, so callers must be ready for undefined).
 */
export function duplicateKeyFields(error: MongoServerError): string[] | undefined {
  const pattern: unknown = error.keyPattern ?? error.errorResponse.keyPattern;
  return typeof pattern === 'object' && pattern !== null ? Object.keys(pattern) : undefined;
}
