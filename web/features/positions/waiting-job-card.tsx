// The card of a position this device has an application waiting for (decision 0028), loaded once
// the outbox is read (browse-positions-page.tsx): /jobs's first render carries none of it.
import type { ComponentProps } from 'react';
import { WaitingApplicationLink, WaitingBadge } from '../../ui/applied-on';
import { JobCard } from '../../ui/job-card';

/**
 * The card of a position whose application waits to be sent: 'Waiting to send', and the waiting
 * application in the place of 'Apply Now'; 'View Details' leads to 'Apply again', which asks first.
 */
export function WaitingJobCard(
  card: Omit<ComponentProps<typeof JobCard>, 'view' | 'badges' | 'primaryAction'>,
) {
  return (
    <JobCard
      {...card}
      badges={<WaitingBadge />}
      primaryAction={<WaitingApplicationLink positionTitle={card.position.title} />}
    />
  );
}
