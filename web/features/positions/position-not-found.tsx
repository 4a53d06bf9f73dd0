// /jobs/{id} for a position that does not exist or is no longer public.
import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';

/** 'Position Not Found' and the way back to the list. */
export function PositionNotFound() {
  return (
    <div className={css({ textAlign: 'center', py: { base: '12', md: '20' }, px: '4' })}>
      <SearchX size={48} aria-hidden className={css({ mx: 'auto', color: 'fg.muted', mb: '4' })} />
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Position Not Found</h1>
      <p className={css({ color: 'fg.muted', mt: '2' })}>
        The position you're looking for doesn't exist or has been removed.
      </p>
      <Link to="/jobs" className={`${button({ size: 'lg' })} ${css({ mt: '8' })}`}>
        Browse Positions
      </Link>
    </div>
  );
}
