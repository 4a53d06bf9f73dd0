// The avatar menu of the top navigation on wide screens: the account's entries behind the avatar,
// which falls back to an initial. Phones have the phone menu instead.
import { Avatar } from '@ark-ui/react/avatar';
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import type { CurrentUser } from '../../../shared/types';
import { css } from '../../../styled-system/css';
import { avatarInitial, displayName } from '../../lib/session';
import { AccountEntries, menuContent } from './account-entries';

const avatar = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '10',
  height: '10',
  borderRadius: 'full',
  overflow: 'hidden',
  bg: 'primary.subtle',
  color: 'primary.text',
  fontWeight: 'bold',
});
const trigger = css({ borderRadius: 'full', cursor: 'pointer', p: '0.5' });

/** The signed-in user's avatar and menu. */
export default function UserMenu({ user }: { user: CurrentUser }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger className={trigger} aria-label={`Account menu for ${displayName(user)}`}>
        <Avatar.Root className={avatar}>
          <Avatar.Fallback>{avatarInitial(user)}</Avatar.Fallback>
          {user.profileImageUrl ? (
            <Avatar.Image
              src={user.profileImageUrl}
              alt=""
              className={css({ width: '100%', height: '100%', objectFit: 'cover' })}
            />
          ) : null}
        </Avatar.Root>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={menuContent}>
            <AccountEntries user={user} />
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
