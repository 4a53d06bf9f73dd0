// The not-found fallback for any unknown address.
import { Link } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';

/** '404', 'Page Not Found' and the way home. */
export function NotFoundPage() {
  return (
    <div
      className={css({
        textAlign: 'center',
        py: { base: '16', md: '24' },
        px: '4',
        maxWidth: '32rem',
        mx: 'auto',
      })}
    >
      <p className={css({ fontSize: '6xl', fontWeight: 'bold', color: 'primary.text' })}>404</p>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mt: '2' })}>Page Not Found</h1>
      <p className={css({ color: 'fg.muted', mt: '2' })}>
        The page you're looking for doesn't exist or has been moved.
      </p>
      <Link to="/" className={button({ size: 'lg' }) + ' ' + css({ mt: '8' })}>
        Go Home
      </Link>
    </div>
  );
}
