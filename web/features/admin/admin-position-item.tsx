// One position in the admin lists: title, approval badge, status, age, church, location, when it
// was posted, the description clamped to two lines, and its actions.
import { formatDistanceToNow } from 'date-fns';
import { Building2, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { ageInDays } from '../../../shared/rules';
import type { PositionWithChurch } from '../../../shared/types';
import { css } from '../../../styled-system/css';
import { badge, card } from '../../../styled-system/recipes';
import { ageBadge } from './admin-messages';

// One static class per style, so Panda generates all three.
const AGE_BADGE_CLASS = {
  default: badge({ variant: 'default' }),
  secondary: badge({ variant: 'secondary' }),
  destructive: badge({ variant: 'destructive' }),
} as const;
const APPROVED = badge({ variant: 'success' });
const PENDING = badge({ variant: 'pending' });
const STATUS = badge({ variant: 'outline' });

const layout = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  gap: '4',
  justifyContent: 'space-between',
  alignItems: { base: 'stretch', md: 'flex-start' },
});
const titleRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
const title = css({ fontSize: 'lg', fontWeight: 'semibold', mr: '1', overflowWrap: 'anywhere' });
const facts = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: { base: '1', sm: '4' },
  flexDirection: { base: 'column', sm: 'row' },
  color: 'fg.muted',
  fontSize: 'sm',
  mt: '2',
});
const fact = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' });
const description = css({ mt: '3', color: 'fg', lineClamp: 2, overflowWrap: 'anywhere' });
const actions = css({ display: 'flex', gap: '2', flexShrink: 0, flexWrap: 'wrap' });

/** A position card for the admin dashboard; `actions` are its buttons. */
export function AdminPositionItem({
  position,
  actions: buttons,
}: {
  position: PositionWithChurch;
  actions: ReactNode;
}) {
  const created = new Date(position.createdAt);
  const age = ageBadge(ageInDays(created));
  return (
    <article className={card()}>
      <div className={layout}>
        <div className={css({ minWidth: '0', flex: '1' })}>
          <div className={titleRow}>
            <h3 className={title}>{position.title}</h3>
            <span className={position.approved ? APPROVED : PENDING}>
              {position.approved ? 'Approved' : 'Pending'}
            </span>
            <span className={STATUS}>{position.status}</span>
            <span className={AGE_BADGE_CLASS[age.variant]} data-age-style={age.variant}>
              {age.label}
            </span>
          </div>
          <div className={facts}>
            <span className={fact}>
              <Building2 size={14} aria-hidden />
              {position.church?.churchName ?? 'Unknown church'}
            </span>
            {position.church?.location ? (
              <span className={fact}>
                <MapPin size={14} aria-hidden />
                {position.church.location}
              </span>
            ) : null}
            <span>
              Posted <time dateTime={position.createdAt}>{formatDistanceToNow(created)}</time> ago
            </span>
          </div>
          <p className={description}>{position.description}</p>
        </div>
        <div className={actions}>{buttons}</div>
      </div>
    </article>
  );
}
