// The messages between the main thread and a store worker, and how errors cross the thread
// boundary. Values cross by structured clone (Dates, Sets and plain objects survive; class
// instances do not), which is all the port uses. The port's own error classes are rebuilt by name
// on the main thread, because the services tell them apart with instanceof.
import { DuplicateEmailError, DuplicateIdError } from '../port';

/** Which adapter the worker opens, and where. */
export type WorkerStoreTarget =
  | { readonly adapter: 'mongodb'; readonly url: string; readonly dbName?: string }
  | { readonly adapter: 'sqlite'; readonly file: string };

/** Main thread → worker. `repository: null` with method 'ping' is the store's ping. */
export type WorkerRequest =
  | { type: 'call'; id: number; repository: string | null; method: string; args: unknown[] }
  | { type: 'close' };

/** Worker → main thread. */
export type WorkerReply =
  | { type: 'ready'; kind: 'sqlite' | 'mongodb' }
  /** Opening, or closing, the adapter failed. */
  | { type: 'failed'; error: SerializedError }
  | { type: 'result'; id: number; value: unknown }
  | { type: 'error'; id: number; error: SerializedError };

export interface SerializedError {
  name: string;
  message: string;
  /** Where it was thrown in the worker, for the log. */
  stack: string | undefined;
}

export function serializeError(error: unknown): SerializedError {
  if (error instanceof Error)
    return { name: error.name, message: error.message, stack: error.stack };
  return { name: 'Error', message: String(error), stack: undefined };
}

/** The error to throw on the main thread: the port's own classes by name, else an Error with the name kept. */
export function deserializeError(serialized: SerializedError): Error {
  const error =
    serialized.name === 'DuplicateEmailError'
      ? new DuplicateEmailError('')
      : serialized.name === 'DuplicateIdError'
        ? new DuplicateIdError('')
        : new Error();
  error.name = serialized.name;
  error.message = serialized.message;
  if (serialized.stack !== undefined)
    error.stack = `${serialized.stack}\n    (in the store worker)`;
  return error;
}
