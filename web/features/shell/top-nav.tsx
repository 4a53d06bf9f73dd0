// The top navigation: logo and college name, links by role, sign-in buttons or
// the avatar menu. One row at every width: on phones the links and the account's entries sit in
// the phone menu. What depends on the session (known late when the page did not arrive with it)
// and the install offer (late by nature) arrive in room kept for them, so nothing on the bar or
// below it moves.
import { Link } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { api } from '../../../shared/api-routes';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useInstallPrompt } from '../../lib/install-prompt';
import { avatarInitial, type Session } from '../../lib/session';
import { usePublicConfig } from '../../lib/use-public-config';
import { barEntries } from './nav-entries';
import { PhoneMenuButton } from './phone-menu-button';

// Only signed-in users see the menu: students browsing never download it.
const UserMenu = lazy(() => import('./user-menu'));

const bar = css({
  _print: { display: 'none !important' },
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
  bg: 'bg.card',
  borderBottomWidth: '1px',
  borderColor: 'border',
});
const inner = css({
  maxWidth: '72rem',
  mx: 'auto',
  px: { base: '3', md: '6' },
  height: '16',
  display: 'flex',
  alignItems: 'center',
  gap: { base: '2', md: '4' },
});
// The brand takes the free room, so whatever appears to its right (the install button) takes it
// from the brand's end and never pushes the links or the account.
const brandSlot = css({ flex: '1', minWidth: '0', display: 'flex' });
const brand = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  maxWidth: '100%',
  fontWeight: 'bold',
  fontSize: { base: 'md', md: 'lg' },
  textDecoration: 'none',
  color: 'primary.text',
});
const brandName = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
// Wide screens only. The links keep the width of the widest set ('Browse Jobs' and 'Admin
// Dashboard') and start at its left: 'Saved' giving way to 'Dashboard' moves nothing.
const links = css({
  display: { base: 'none', md: 'flex' },
  alignItems: 'center',
  gap: '2',
  width: '18rem',
  flexShrink: 0,
});
// The account's room fits 'Sign In' and 'Get Started' whatever the session (loading, signed out,
// signed in): the avatar sits at its right end.
const account = css({
  display: { base: 'none', md: 'flex' },
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '1',
  width: '12rem',
  flexShrink: 0,
});
const phoneOnly = css({ display: { base: 'block', md: 'none' }, flexShrink: 0 });
const installButton = css({ display: { base: 'none', md: 'inline-flex' }, flexShrink: 0 });
// Holds the avatar's place while the menu's code loads, so nothing shifts when it arrives.
const avatarPlaceholder = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '10',
  height: '10',
  m: '0.5',
  borderRadius: 'full',
  bg: 'primary.subtle',
  color: 'primary.text',
  fontWeight: 'bold',
});
const navLink = css({
  px: '3',
  py: '2',
  borderRadius: 'md',
  fontWeight: 'medium',
  textDecoration: 'none',
  color: 'fg.muted',
  whiteSpace: 'nowrap',
  _hover: { color: 'fg', bg: 'bg.subtle' },
  '&[data-status=active]': { color: 'primary.text', fontWeight: 'semibold' },
});

/** The bar at the top of every screen. */
export function TopNav({ session }: { session: Session }) {
  const { collegeName } = usePublicConfig();
  const install = useInstallPrompt();
  return (
    <header className={bar}>
      <nav className={inner} aria-label="Main">
        <div className={brandSlot}>
          <Link to="/" className={brand}>
            <img src="/icons/icon.svg" alt="" width={32} height={32} />
            <span className={brandName}>{collegeName}</span>
          </Link>
        </div>
        {install ? (
          <button
            type="button"
            className={cx(button({ variant: 'outline', size: 'sm' }), installButton)}
            onClick={() => void install()}
            aria-label="Install app"
          >
            <Download size={16} aria-hidden />
            {/* Up to lg the icon alone leaves the college's name its room. */}
            <span className={css({ display: { base: 'none', lg: 'inline' } })}>Install app</span>
          </button>
        ) : null}
        <div className={links}>
          {barEntries(session.user?.role).map((entry) => (
            <Link key={entry.to} to={entry.to} className={navLink}>
              {entry.label}
            </Link>
          ))}
        </div>
        <div className={account}>
          {session.status === 'signed-in' ? (
            <Suspense
              fallback={
                <span className={avatarPlaceholder} aria-hidden>
                  {avatarInitial(session.user)}
                </span>
              }
            >
              <UserMenu user={session.user} />
            </Suspense>
          ) : null}
          {session.status === 'signed-out' ? (
            <>
              <a href={api.login} className={button({ variant: 'ghost', size: 'sm' })}>
                Sign In
              </a>
              <a href={api.signUp} className={button({ variant: 'solid', size: 'sm' })}>
                Get Started
              </a>
            </>
          ) : null}
        </div>
        <div className={phoneOnly}>
          <PhoneMenuButton session={session} install={install} />
        </div>
      </nav>
    </header>
  );
}
