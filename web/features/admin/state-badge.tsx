// The badges of a position on the dashboard and the review page: where it stands, in words, and
// how old it is (under 30 days, 30 to 59, 60 and more).
import { ageInDays } from '../../../shared/rules';
import type { AdminPosition } from '../../../shared/types';
import { badge } from '../../../styled-system/recipes';
import { ageBadge } from './admin-messages';
import { positionState, positionStateLabel, type PositionStateKind } from './position-state';

// One static class per style, so Panda generates them all.
const STATE_CLASS: Record<PositionStateKind, string> = {
  waiting: badge({ variant: 'pending' }),
  'edit-waiting': badge({ variant: 'pending' }),
  declined: badge({ variant: 'destructive' }),
  live: badge({ variant: 'success' }),
  closed: badge({ variant: 'secondary' }),
};
const AGE_CLASS = {
  default: badge({ variant: 'default' }),
  secondary: badge({ variant: 'secondary' }),
  destructive: badge({ variant: 'destructive' }),
} as const;

/** 'Waiting for approval', 'Edit waiting', 'Declined', 'Live' or 'Closed — <reason>'. */
export function StateBadge({ position }: { position: AdminPosition }) {
  return (
    <span className={STATE_CLASS[positionState(position)]}>{positionStateLabel(position)}</span>
  );
}

/** '12 days old', in the style of its age. */
export function AgeBadge({ createdAt }: { createdAt: string }) {
  const age = ageBadge(ageInDays(createdAt));
  return (
    <span className={AGE_CLASS[age.variant]} data-age-style={age.variant}>
      {age.label}
    </span>
  );
}
