// Loads GET /api/config, the deployment facts every screen shows (college name, resume site).
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../shared/api-routes';
import type { PublicConfig } from '../../shared/types';

/** Where the request for the public configuration stands. */
export type PublicConfigState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; config: PublicConfig };

function isPublicConfig(value: unknown): value is PublicConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { collegeName, resumeSiteUrl } = value as Record<string, unknown>;
  return typeof collegeName === 'string' && typeof resumeSiteUrl === 'string';
}

async function fetchPublicConfig(signal: AbortSignal): Promise<PublicConfig> {
  const response = await fetch(api.config, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${api.config} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isPublicConfig(body)) throw new Error(`GET ${api.config} answered an unexpected body`);
  return body;
}

/** The public configuration, and `retry` to ask again after a failure. */
export function usePublicConfig(): { state: PublicConfigState; retry: () => void } {
  const [state, setState] = useState<PublicConfigState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Aborting on unmount (and on StrictMode's double mount) keeps a stale answer from landing.
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchPublicConfig(controller.signal).then(
      (config) => setState({ status: 'ready', config }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
