// A church's logo, or its initial on a tinted circle when it has none or the image fails to load.
import { Avatar } from '@ark-ui/react/avatar';
import { css, cx } from '../../styled-system/css';

const root = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: 'md',
  overflow: 'hidden',
  bg: 'primary.subtle',
  color: 'primary.text',
  fontWeight: 'bold',
});
const small = css({ width: '10', height: '10', fontSize: 'md' });
const large = css({ width: '16', height: '16', fontSize: '2xl' });
const image = css({ width: '100%', height: '100%', objectFit: 'cover' });

/** The logo beside a church's name; decorative, because the name is always shown next to it. */
export function ChurchLogo({
  churchName,
  logoUrl,
  size = 'sm',
}: {
  churchName: string;
  logoUrl: string | null | undefined;
  size?: 'sm' | 'lg';
}) {
  const initial = (churchName.trim()[0] ?? '?').toUpperCase();
  return (
    <Avatar.Root className={cx(root, size === 'lg' ? large : small)} aria-hidden>
      <Avatar.Fallback>{initial}</Avatar.Fallback>
      {logoUrl ? <Avatar.Image src={logoUrl} alt="" className={image} /> : null}
    </Avatar.Root>
  );
}
