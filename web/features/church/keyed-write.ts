// The church's writes (profile, post, delete) carry an Idempotency-Key, so a retry after a lost
// answer is applied at most once (DESIGN.md, the outbox protocol).
import { useCallback, useRef } from 'react';
import { IDEMPOTENCY_HEADER } from '../../../shared/api-routes';
import { ApiError, NetworkError, apiRequest } from '../../lib/api-client';
import { keyForAttempt, type KeyedAttempt } from './idempotency-key';

/** True when a failed write may still have been applied (no answer, a conflict or a 5xx). */
export function outcomeUnknown(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && (error.status === 409 || error.status >= 500);
}

/** A sender for one form or button: it remembers its last key to reuse it when that is safe. */
export function useKeyedWrite() {
  const last = useRef<KeyedAttempt | null>(null);
  return useCallback(
    async <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> => {
      const json = JSON.stringify(body ?? null) + method + path;
      const key = keyForAttempt(last.current, json);
      try {
        const result = await apiRequest<T>(method, path, {
          body,
          headers: { [IDEMPOTENCY_HEADER]: key },
        });
        last.current = null;
        return result;
      } catch (error) {
        last.current = { key, body: json, unsettled: outcomeUnknown(error) };
        throw error;
      }
    },
    [],
  );
}
