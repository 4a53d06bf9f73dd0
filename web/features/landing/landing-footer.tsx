// The landing page's footer with the copyright line.
import { css } from '../../../styled-system/css';

/** '© {year} {college} Job Board. All rights reserved.' */
export function LandingFooter({ collegeName }: { collegeName: string }) {
  return (
    <footer
      className={css({
        borderTopWidth: '1px',
        borderColor: 'border',
        py: '8',
        px: '4',
        textAlign: 'center',
        color: 'fg.muted',
        fontSize: 'sm',
      })}
    >
      <p>
        © {new Date().getFullYear()} {collegeName} Job Board. All rights reserved.
      </p>
    </footer>
  );
}
