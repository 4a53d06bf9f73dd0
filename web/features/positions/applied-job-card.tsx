// The card of a position this device applied to, loaded once the device's applications are read
// (browse-positions-page.tsx): /jobs's first render carries none of it.
import type { ComponentProps } from 'react';
import type { MyApplication } from '../../offline/cache-db';
import { AppliedBadge, ViewApplicationLink } from '../../ui/applied-on';
import { JobCard } from '../../ui/job-card';

/**
 * The card of a position this device applied to: the badge, and 'View your application' in the
 * place of 'Apply Now'; 'View Details' leads to 'Apply again'.
 */
export function AppliedJobCard({
  application,
  ...card
}: Omit<ComponentProps<typeof JobCard>, 'view' | 'badges' | 'primaryAction'> & {
  application: MyApplication;
}) {
  return (
    <JobCard
      {...card}
      badges={<AppliedBadge appliedAt={application.appliedAt} />}
      primaryAction={
        <ViewApplicationLink
          statusToken={application.statusToken}
          positionTitle={card.position.title}
        />
      }
    />
  );
}
