// The avatar menu of the top navigation: name (or e-mail) and e-mail, 'Church Profile' for
// churches, 'Log out'. The avatar falls back to an initial (spec section 2).
import { Avatar } from '@ark-ui/react/avatar';
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useNavigate } from '@tanstack/react-router';
import { LogOut, UserRound } from 'lucide-react';
import type { CurrentUser } from '../../../shared/types';
import { css } from '../../../styled-system/css';
import { avatarInitial, displayName, logOut } from '../../lib/session';

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
const content = css({
  bg: 'bg.card',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  boxShadow: 'lg',
  minWidth: '14rem',
  py: '1',
  zIndex: 'dropdown',
  _focusVisible: { outline: 'none' },
});
const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '2',
  cursor: 'pointer',
  textDecoration: 'none',
  _highlighted: { bg: 'bg.subtle' },
});

/** The signed-in user's avatar and menu. */
export default function UserMenu({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const name = displayName(user);
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'church-profile') void navigate({ to: '/church/profile' });
        // The church's data leaves the device, then a full navigation: the server destroys the
        // session and the app starts afresh.
        if (value === 'logout') void logOut();
      }}
    >
      <Menu.Trigger className={trigger} aria-label={`Account menu for ${name}`}>
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
          <Menu.Content className={content}>
            <div
              className={css({ px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border' })}
            >
              <p className={css({ fontWeight: 'semibold' })}>{name}</p>
              <p className={css({ fontSize: 'sm', color: 'fg.muted', wordBreak: 'break-all' })}>
                {user.email}
              </p>
            </div>
            {user.role === 'church' ? (
              <Menu.Item value="church-profile" className={item}>
                <UserRound size={16} aria-hidden /> Church Profile
              </Menu.Item>
            ) : null}
            <Menu.Item value="logout" className={item}>
              <LogOut size={16} aria-hidden /> Log out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
