// Previous and Next under a long list, with where the admin is: 'Page 2 of 5'. Nothing when it all
// fits on one page.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';

const bar = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  mt: '6',
});

/** The pager of a list of `count` pages, showing `page` (from 1). */
export function Pager({
  label,
  page,
  count,
  onChange,
}: {
  /** What is paged, for screen readers: 'Pages of positions'. */
  label: string;
  page: number;
  count: number;
  onChange: (page: number) => void;
}) {
  if (count <= 1) return null;
  return (
    <nav className={bar} aria-label={label}>
      <button
        type="button"
        className={button({ variant: 'outline', size: 'sm' })}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <ChevronLeft size={16} aria-hidden />
        Previous
      </button>
      <span aria-live="polite">
        Page {page} of {count}
      </span>
      <button
        type="button"
        className={button({ variant: 'outline', size: 'sm' })}
        disabled={page >= count}
        onClick={() => onChange(page + 1)}
      >
        Next
        <ChevronRight size={16} aria-hidden />
      </button>
    </nav>
  );
}
