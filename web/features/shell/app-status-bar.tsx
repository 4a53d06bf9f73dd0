// Messages about the app itself, under the top navigation: offline (with how old the positions on
// this device are), a new version ready to load.
import { agoText } from '../../../shared/dates';
import { RefreshCw, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { button } from '../../../styled-system/recipes';
import { useOnline } from '../../lib/online-status';
import { useUpdateAvailable } from '../../lib/update-status';
import { noticeBar } from '../../ui/notice-bar';

/** How often the notice's "10 minutes ago" is worked out again. */
const TICK_MS = 30_000;

/**
 * When this device's copy of the public list was last confirmed by the server, read only while
 * offline: the cache's code (Dexie) is imported then, never on an online first render.
 */
function useListRefreshedAt(offline: boolean): number | null {
  const [refreshedAt, setRefreshedAt] = useState<number | null>(null);
  useEffect(() => {
    if (!offline) return;
    let stop: (() => void) | undefined;
    let current = true;
    import('../../offline/public-cache').then(
      (cache) => {
        if (current) stop = cache.watchListRefreshedAt(setRefreshedAt, () => setRefreshedAt(null));
      },
      // The cache's code could not load: the notice says less, nothing else changes.
      () => setRefreshedAt(null),
    );
    return () => {
      current = false;
      stop?.();
    };
  }, [offline]);
  return offline ? refreshedAt : null;
}

/** Re-renders every TICK_MS while `active`, so a relative time stays true. */
function useTick(active: boolean): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setTick((n) => n + 1), TICK_MS);
    return () => window.clearInterval(timer);
  }, [active]);
}

/** The offline notice and the update prompt, when there is something to say. */
export function AppStatusBar() {
  const online = useOnline();
  const activateUpdate = useUpdateAvailable();
  const refreshedAt = useListRefreshedAt(!online);
  useTick(refreshedAt !== null);
  return (
    <>
      {!online ? (
        <div role="status" className={noticeBar({ tone: 'quiet' })}>
          <WifiOff size={16} aria-hidden />
          <span>
            {refreshedAt !== null
              ? `You're offline. Positions as of ${agoText(refreshedAt)}. `
              : "You're offline. "}
            What you see was saved on this device; changes are sent when you're back online.
          </span>
        </div>
      ) : null}
      {activateUpdate ? (
        <div role="status" className={noticeBar({ tone: 'news' })}>
          <span>A new version of the job board is ready.</span>
          <button type="button" className={button({ size: 'sm' })} onClick={activateUpdate}>
            <RefreshCw size={14} aria-hidden /> Reload
          </button>
        </div>
      ) : null}
    </>
  );
}
