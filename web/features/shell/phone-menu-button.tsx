// The phone's menu button. A plain button of the same size and look stands in for the Ark UI menu
// until the student first presses it: the press loads the menu, which opens at once. Nothing moves
// when the real one takes its place.
import { Menu as MenuIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { css } from '../../../styled-system/css';
import type { Session } from '../../lib/session';

const loadPhoneMenu = () => import('./phone-menu');
const PhoneMenu = lazy(loadPhoneMenu);
// Start fetching as soon as a finger or the focus reaches the button.
const preload = () => void loadPhoneMenu().catch(() => undefined);

/** The button's look, shared by the stand-in and the menu's trigger. */
export const menuButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '11',
  height: '11',
  flexShrink: 0,
  borderRadius: 'md',
  color: 'fg',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
});

/** What the button shows: the menu icon, named for screen readers. */
export function MenuButtonFace() {
  return (
    <>
      <MenuIcon size={24} aria-hidden />
      <span className={css({ srOnly: true })}>Menu</span>
    </>
  );
}

/** The menu button of the phone's bar. */
export function PhoneMenuButton({
  session,
  install,
}: {
  session: Session;
  install: (() => Promise<void>) | null;
}) {
  const [pressed, setPressed] = useState(false);
  const standIn = (
    <button
      type="button"
      className={menuButton}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerDown={preload}
      onFocus={preload}
      onClick={() => setPressed(true)}
    >
      <MenuButtonFace />
    </button>
  );
  if (!pressed) return standIn;
  return (
    <Suspense fallback={standIn}>
      <PhoneMenu session={session} install={install} defaultOpen />
    </Suspense>
  );
}
