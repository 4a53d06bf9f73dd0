// The server's field messages after a refused save: shown under their fields until edited.
import { useCallback, useState } from 'react';
import { serverFieldErrors } from './server-field-errors';

/** Messages per field, set from a failed save and cleared field by field as the user edits. */
export function useServerErrors<K extends string>(fields: readonly K[]) {
  const [errors, setErrors] = useState<Partial<Record<K, string[]>>>({});
  const fromError = useCallback(
    (error: unknown) => {
      const found = serverFieldErrors(error, fields);
      setErrors(found);
      return found;
    },
    [fields],
  );
  const clear = useCallback((field: K) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);
  const reset = useCallback(() => setErrors({}), []);
  return { errors, fromError, clear, reset };
}
