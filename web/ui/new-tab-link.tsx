// A link that opens in a new tab (a file, another site), the same for everyone: it never gives the
// new page a hold on this one, shows an arrow out (unless the caller's icon says enough) and tells
// a screen reader where it opens.
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';

/** `arrow`: the arrow's size, or false for none. */
export function NewTabLink({
  href,
  className,
  arrow = 14,
  children,
}: {
  href: string;
  className?: string;
  arrow?: number | false;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {arrow ? <ExternalLink size={arrow} aria-hidden /> : null}
      <span className={css({ srOnly: true })}> (opens in a new tab)</span>
    </a>
  );
}
