// Work that can wait until the screen is up: lazily loaded extras (the saved positions, the offline
// cache on a first visit) start once the browser has painted and is idle, so they never compete
// with what the first render needs; others (the notices, the service worker) wait until the page
// has loaded and is quiet; long work (the first visit's write of the list) yields to input between
// its pieces.

/** Runs `task` after the next paint, when the browser is idle (at most ~1.5 s later). */
export function afterFirstPaint(task: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    // requestAnimationFrame runs before the paint; the timeout lands after it.
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window)
        idle = window.requestIdleCallback(task, { timeout: 1500 });
      else task();
    }, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/**
 * Resolves when the browser is next idle (at most `timeout` ms later): long work done in pieces
 * awaits this between them, so a tap or a keystroke is handled between two pieces.
 */
export function whenIdle(timeout = 1000): Promise<void> {
  return new Promise((idle) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => idle(), { timeout });
    else setTimeout(idle, 0);
  });
}

/**
 * Resolves once the page has loaded and the browser is then idle (at most 5 s later): for what no
 * screen waits on (the notices, the service worker's registration).
 */
export function pageQuiet(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          window.addEventListener('load', () => resolve(), { once: true }),
        );
  return loaded.then(() => whenIdle(5000));
}
