// A church's logo, or its initial on a tinted square when it has none or the image fails to load.
// A plain image rather than Ark's Avatar: the job card is on the students' first screen, and the
// Avatar would bring Ark's state-machine runtime into it for one fallback.
import { useState } from 'react';
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
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const initial = (churchName.trim()[0] ?? '?').toUpperCase();
  const showImage = Boolean(logoUrl) && failedUrl !== logoUrl;
  return (
    <span className={cx(root, size === 'lg' ? large : small)} aria-hidden>
      {showImage ? (
        <img
          src={logoUrl ?? undefined}
          alt=""
          className={image}
          loading="lazy"
          onError={() => setFailedUrl(logoUrl ?? null)}
        />
      ) : (
        initial
      )}
    </span>
  );
}
