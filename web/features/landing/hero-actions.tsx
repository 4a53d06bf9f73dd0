// The two ways in, offered at the top of the landing page and again at its end.
import { Link } from '@tanstack/react-router';
import { api } from '../../../shared/api-routes';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';

/** 'Browse Jobs' and 'Post a Position', side by side from small screens up. */
export function HeroActions() {
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: { base: 'column', sm: 'row' },
        justifyContent: 'center',
        gap: '3',
        mt: '8',
      })}
    >
      <Link to="/jobs" className={button({ variant: 'accent', size: 'lg' })}>
        Browse Jobs
      </Link>
      {/* Posting needs a church account: this opens account creation (or the provider). */}
      <a href={api.signUp} className={button({ variant: 'onHero', size: 'lg' })}>
        Post a Position
      </a>
    </div>
  );
}
