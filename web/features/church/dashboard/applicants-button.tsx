// 'Applications' on a position card: the way into the position's applications view
// (/church/positions/{id}/applications), where the church reads, filters and answers them. Kept
// under its first name so the card that renders it need not change.
import { Link } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { css } from '../../../../styled-system/css';
import { badge, button } from '../../../../styled-system/recipes';

/** 'Applications' (with how many are new, when the card knows) for one position. */
export function ApplicantsButton({
  positionId,
  title,
  newCount,
}: {
  positionId: string;
  title: string;
  /** Applications not opened yet; the badge shows only when some are. */
  newCount?: number;
}) {
  return (
    <Link
      to="/church/positions/$id/applications"
      params={{ id: positionId }}
      className={button({ variant: 'outline', size: 'sm' })}
    >
      <Users size={16} aria-hidden />
      Applications
      <span className={css({ srOnly: true })}> for {title}</span>
      {newCount ? <span className={badge({ variant: 'pending' })}>{newCount} new</span> : null}
    </Link>
  );
}
