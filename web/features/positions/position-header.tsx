// The head of a position's page: the church's logo and name, the title, the Save toggle, the
// position's type, kind, place, age, start date and 'Apply by' date, and its job description file.
import { CalendarClock, FileText } from 'lucide-react';
import { api } from '../../../shared/api-routes';
import { calendarDayText } from '../../../shared/dates';
import type { ReactNode } from 'react';
import type { PositionCard, PositionDetail } from '../../../shared/types';
import { css, cx } from '../../../styled-system/css';
import { badge, card } from '../../../styled-system/recipes';
import { ChurchLogo } from '../../ui/church-logo';
import { NewTabLink } from '../../ui/new-tab-link';
import { underlinedLink } from '../../ui/text-link';
import {
  ApplyByFact,
  LocationFact,
  MetaFact,
  PositionTypeBadge,
  PostedFact,
  positionMeta,
} from '../../ui/position-meta';
import { SavePositionButton } from './save-position-button';
import { SharePositionButton } from './share-position-button';

// A phone's narrow column beside the logo and the Save toggle fits whole words in the smaller size.
const title = css({ fontSize: { base: 'xl', md: '3xl' }, fontWeight: 'bold', lineHeight: '1.2' });
const fileLink = underlinedLink({ icon: 'wide', offset: true });
// Save above Share, right of the title: on a phone the title keeps the row's width.
const actions = css({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: '2' });

/**
 * The church's logo, the title as the page's heading and the church's name, with `action` (the
 * Save toggle) beside them: the head of the whole position and of its card alone.
 */
export function PositionTitleRow({
  position,
  action,
}: {
  position: Pick<PositionCard, 'title' | 'church'>;
  action?: ReactNode;
}) {
  const church = position.church;
  return (
    <div
      className={css({ display: 'flex', gap: { base: '3', md: '4' }, alignItems: 'flex-start' })}
    >
      {church ? (
        <ChurchLogo churchName={church.churchName} logoUrl={church.logoUrl} size="lg" />
      ) : null}
      <div className={css({ minWidth: '0', flex: '1' })}>
        <h1 className={title}>{position.title}</h1>
        {church ? (
          <p className={css({ color: 'fg.muted', fontSize: { base: 'md', md: 'lg' }, mt: '1' })}>
            {church.churchName}
          </p>
        ) : null}
      </div>
      {action ? <div className={css({ flexShrink: 0 })}>{action}</div> : null}
    </div>
  );
}

/** The header card; `canSave` false hides the Save toggle (this browser cannot store it). */
export function PositionHeader({
  position,
  saved,
  canSave,
}: {
  position: PositionDetail;
  saved: boolean | undefined;
  canSave: boolean;
}) {
  const church = position.church;
  // Only a public position's address opens for whoever it is sent to.
  const shareable = position.approved && position.status === 'active';
  return (
    <header className={card()}>
      <PositionTitleRow
        position={position}
        action={
          canSave || shareable ? (
            <div className={actions}>
              {canSave ? <SavePositionButton position={position} saved={saved} /> : null}
              {shareable ? <SharePositionButton position={position} /> : null}
            </div>
          ) : undefined
        }
      />
      <div className={cx(positionMeta, css({ mt: '4' }))}>
        <PositionTypeBadge positionType={position.positionType} />
        <span className={badge({ variant: 'outline' })}>
          {position.employmentType === 'internship' ? 'Internship' : 'Permanent Position'}
        </span>
        <LocationFact location={church?.location} />
        <PostedFact createdAt={position.createdAt} />
        {position.anticipatedStartDate ? (
          <MetaFact icon={CalendarClock}>
            Starts {calendarDayText(position.anticipatedStartDate)}
          </MetaFact>
        ) : null}
        <ApplyByFact applyBy={position.applyBy} />
      </div>
      {position.jobDescriptionUrl ? (
        <p className={css({ mt: '4' })}>
          <NewTabLink
            href={api.positionJobDescription(position.id)}
            className={fileLink}
            arrow={false}
          >
            <FileText size={16} aria-hidden />
            View job description file
          </NewTabLink>
        </p>
      ) : null}
    </header>
  );
}
