// Work that can wait until the screen is up: lazily loaded extras (the Ark select, the saved
// positions, the offline cache on a first visit) start once the browser has painted and is idle,
// so they never compete with what the first render needs.

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
