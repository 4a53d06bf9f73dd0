// The phone's menu (below md the bar is one row: the college's name and this button). It holds
// what the wide bar shows in a row: the page links, 'Sign In' and 'Get Started' or the account's
// entries, and 'Install app' when the browser offers it. Loaded when first pressed (the button
// in phone-menu-button.tsx stands in until then), so a student's first visit does not fetch it.
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { Link } from '@tanstack/react-router';
import { api } from '../../../shared/api-routes';
import type { Session } from '../../lib/session';
import { AccountEntries, menuContent, menuItem, menuSeparator } from './account-entries';
import { navEntries } from './nav-entries';
import { MenuButtonFace, menuButton } from './phone-menu-button';

/** The menu button and its entries; `defaultOpen` for the press that loaded it. */
export default function PhoneMenu({
  session,
  install,
  defaultOpen,
}: {
  session: Session;
  install: (() => Promise<void>) | null;
  defaultOpen: boolean;
}) {
  return (
    <Menu.Root defaultOpen={defaultOpen} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger className={menuButton}>
        <MenuButtonFace />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={menuContent}>
            {navEntries(session.user?.role).map((entry) => (
              <Menu.Item key={entry.to} value={entry.to} asChild className={menuItem}>
                <Link to={entry.to}>{entry.label}</Link>
              </Menu.Item>
            ))}
            {session.status === 'signed-in' ? (
              <>
                <hr className={menuSeparator} />
                <AccountEntries user={session.user} />
              </>
            ) : null}
            {session.status === 'signed-out' ? (
              <>
                <hr className={menuSeparator} />
                <Menu.Item value="sign-in" asChild className={menuItem}>
                  <a href={api.login}>Sign In</a>
                </Menu.Item>
                <Menu.Item value="get-started" asChild className={menuItem}>
                  <a href={api.signUp}>Get Started</a>
                </Menu.Item>
              </>
            ) : null}
            {install ? (
              <>
                <hr className={menuSeparator} />
                <Menu.Item value="install" className={menuItem} onSelect={() => void install()}>
                  Install app
                </Menu.Item>
              </>
            ) : null}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
