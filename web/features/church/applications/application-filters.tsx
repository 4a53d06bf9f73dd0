// The status filters of a position's applications, each with its count: All, New, Reviewed,
// Contacted, Declined, Hired. Links (?status=...), so the browser's Back and a shared address
// keep the filter.
import { Link } from '@tanstack/react-router';
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS } from '../../../../shared/constants';
import type { ApplicationStatus } from '../../../../shared/types';
import { css } from '../../../../styled-system/css';

const list = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mb: '6' });
const pill = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '10',
  px: '3',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.strong',
  bg: 'bg',
  color: 'fg',
  fontSize: 'sm',
  fontWeight: 'medium',
  textDecoration: 'none',
  _hover: { bg: 'bg.subtle' },
  '&[aria-current=page]': {
    bg: 'primary',
    color: 'primary.fg',
    borderColor: 'primary',
    fontWeight: 'semibold',
  },
});
const count = css({
  minW: '6',
  px: '1.5',
  borderRadius: 'full',
  bg: 'bg.subtle',
  color: 'fg',
  fontSize: 'xs',
  fontWeight: 'semibold',
  textAlign: 'center',
});

/** The filters; `shown` is the status shown (undefined: all). */
export function ApplicationFilters({
  positionId,
  shown,
  counts,
  total,
}: {
  positionId: string;
  shown: ApplicationStatus | undefined;
  counts: Record<ApplicationStatus, number>;
  total: number;
}) {
  const filters: { status: ApplicationStatus | undefined; label: string; count: number }[] = [
    { status: undefined, label: 'All', count: total },
    ...APPLICATION_STATUSES.map((status) => ({
      status,
      label: APPLICATION_STATUS_LABELS[status],
      count: counts[status],
    })),
  ];
  return (
    <nav aria-label="Filter by status">
      <ul className={list}>
        {filters.map((filter) => (
          <li key={filter.label}>
            <Link
              to="/church/positions/$id/applications"
              params={{ id: positionId }}
              search={filter.status ? { status: filter.status } : {}}
              replace
              // The current filter is said by aria-current alone: the router's own marking
              // would count the unfiltered address as a part of every filtered one.
              activeOptions={{ exact: true, includeSearch: true }}
              activeProps={{}}
              aria-current={filter.status === shown ? 'page' : undefined}
              className={pill}
            >
              {filter.label}
              <span className={count}>{filter.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
