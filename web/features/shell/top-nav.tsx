// The top navigation (spec section 2): logo and college name, links by role, sign-in buttons or
// the avatar menu.
import { Link } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { api } from '../../../shared/api-routes';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useInstallPrompt } from '../../lib/install-prompt';
import { avatarInitial, type Session } from '../../lib/session';
import { usePublicConfig } from '../../lib/use-public-config';

// Only signed-in users see the menu: students browsing never download it.
const UserMenu = lazy(() => import('./user-menu'));

const bar = css({
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
  minH: '16',
  display: 'flex',
  flexWrap: { base: 'wrap', md: 'nowrap' },
  alignItems: 'center',
  columnGap: { base: '2', md: '6' },
  py: { base: '2', md: '0' },
});
const brand = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  fontWeight: 'bold',
  fontSize: { base: 'md', md: 'lg' },
  textDecoration: 'none',
  color: 'primary.text',
  minWidth: '0',
});
const brandName = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
// On a phone the page links get a row of their own under the brand and the account buttons, so
// the college name keeps its room; from md up everything sits on one line.
const links = css({
  display: 'flex',
  alignItems: 'center',
  gap: { base: '1', md: '2' },
  order: { base: 3, md: 0 },
  width: { base: '100%', md: 'auto' },
  ml: { base: '-2', md: 'auto' },
  mt: { base: '1', md: '0' },
});
const account = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  ml: { base: 'auto', md: '0' },
  flexShrink: 0,
});
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
  px: { base: '2', md: '3' },
  py: '2',
  borderRadius: 'md',
  fontWeight: 'medium',
  fontSize: { base: 'sm', md: 'md' },
  textDecoration: 'none',
  color: 'fg.muted',
  whiteSpace: 'nowrap',
  _hover: { color: 'fg', bg: 'bg.subtle' },
  '&[data-status=active]': { color: 'primary.text', fontWeight: 'semibold' },
});

/** The bar at the top of every screen. */
export function TopNav({ session }: { session: Session }) {
  const { collegeName } = usePublicConfig();
  const role = session.user?.role;
  const install = useInstallPrompt();
  return (
    <header className={bar}>
      <nav className={inner} aria-label="Main">
        <Link to="/" className={brand}>
          <img src="/icons/icon.svg" alt="" width={32} height={32} />
          <span className={brandName}>{collegeName}</span>
        </Link>
        <div className={links}>
          <Link to="/jobs" className={navLink}>
            Browse Jobs
          </Link>
          {role !== 'church' && role !== 'admin' ? (
            <Link to="/saved" className={navLink}>
              Saved
            </Link>
          ) : null}
          {role === 'church' ? (
            <Link to="/church/dashboard" className={navLink}>
              Dashboard
            </Link>
          ) : null}
          {role === 'admin' ? (
            <Link to="/admin/dashboard" className={navLink}>
              Admin Dashboard
            </Link>
          ) : null}
        </div>
        <div className={account}>
          {install ? (
            <button
              type="button"
              className={button({ variant: 'outline', size: 'sm' })}
              onClick={() => void install()}
              aria-label="Install app"
            >
              <Download size={16} aria-hidden />
              {/* On a phone the icon alone saves room; the label is still there for screen readers. */}
              <span className={css({ display: { base: 'none', md: 'inline' } })}>Install app</span>
            </button>
          ) : null}
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
      </nav>
    </header>
  );
}
