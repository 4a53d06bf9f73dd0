// The moment the app's first commit replaces a server-rendered page (web/main.tsx): a button
// pressed on the server's markup before then (kept by web/public/load-app.js, since that markup's
// buttons do nothing) is pressed again on the app's, so a tap on 'Apply Now' or the menu while the
// app was loading is not lost.
import { useLayoutEffect, type ReactNode } from 'react';

/** Tells load-app.js that the app's markup is in place: it stops keeping presses. */
export const TOOK_OVER_EVENT = 'app-took-over';

/** Presses the app's button that stands where the kept press was, if it has the same name. */
function pressKeptButton(root: HTMLElement): void {
  const index = Number(root.getAttribute('data-pressed') ?? -1);
  const name = root.getAttribute('data-pressed-name');
  root.removeAttribute('data-pressed');
  root.removeAttribute('data-pressed-name');
  const button = root.querySelectorAll('button')[index];
  // The app draws what the server drew; a page that differs (a redirect) gets no press.
  if (button && button.textContent === name) button.click();
}

/** Renders the app; in the commit that puts it on screen, hands over from the server's page. */
export function TakeOver({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => {
    document.dispatchEvent(new Event(TOOK_OVER_EVENT));
    pressKeptButton(root);
  }, [root]);
  return children;
}
