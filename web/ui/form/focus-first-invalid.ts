// After a refused submit the keyboard and the screen go to the first field with a message, so a
// long form does not leave the person looking at a button with nothing wrong in sight.

/** Focuses (and so scrolls to) the first invalid control of `form` once its messages are shown. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  // The messages render after the submit settles: wait for the next frame.
  window.requestAnimationFrame(() => {
    window.setTimeout(() => {
      form?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus();
    }, 0);
  });
}
