// The account's part of a menu: the name (or e-mail) and e-mail of who is signed
// in, 'Church Profile' for churches, 'Log out'. The avatar menu on wide screens and the phone menu
// both show it, so the entries and their looks live here once.
import { Menu } from '@ark-ui/react/menu';
import { Link } from '@tanstack/react-router';
import { LogOut, UserRound } from 'lucide-react';
import type { CurrentUser } from '../../../shared/types';
import { css } from '../../../styled-system/css';
import { displayName } from '../../lib/session';
import { logOut } from '../../offline/log-out';
import { menuItem } from '../../ui/menu-styles';

/** The menus' look lives in web/ui, shared with the church's menus; the shell's menus take it here. */
export { menuContent, menuItem, menuSeparator } from '../../ui/menu-styles';

/** Who is signed in, then their entries; place inside a Menu.Content. */
export function AccountEntries({ user }: { user: CurrentUser }) {
  return (
    <>
      <div className={css({ px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border' })}>
        <p className={css({ fontWeight: 'semibold' })}>{displayName(user)}</p>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', wordBreak: 'break-all' })}>
          {user.email}
        </p>
      </div>
      {user.role === 'church' ? (
        <Menu.Item value="church-profile" asChild className={menuItem}>
          <Link to="/church/profile">
            <UserRound size={16} aria-hidden /> Church Profile
          </Link>
        </Menu.Item>
      ) : null}
      {/* The church's data leaves the device, then a full navigation: the server destroys the
          session and the app starts afresh. */}
      <Menu.Item value="logout" className={menuItem} onSelect={() => void logOut()}>
        <LogOut size={16} aria-hidden /> Log out
      </Menu.Item>
    </>
  );
}
