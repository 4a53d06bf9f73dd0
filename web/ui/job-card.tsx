// A position as a card: the students' browse grid and the church's
// dashboard both use it. Presentational: the screen passes the position and any extra badges or
// actions (the church's status badges and buttons). 'View Details' opens the student page, or in
// the church view the church's own view of its position (decision 0024).
import { Link } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { PositionCard } from '../../shared/types';
import { css, cx } from '../../styled-system/css';
import { button, card } from '../../styled-system/recipes';
import { ChurchLogo } from './church-logo';
import {
  ApplyByFact,
  LocationFact,
  MetaFact,
  PositionTypeBadge,
  PostedFact,
  positionMeta,
} from './position-meta';
import { applicationCountText } from './position-text';

const article = css({ display: 'flex', flexDirection: 'column', gap: '3', height: '100%' });
const header = css({ display: 'flex', alignItems: 'flex-start', gap: '3' });
const titleText = css({ fontSize: 'lg', fontWeight: 'semibold', lineHeight: '1.3' });
const churchText = css({ color: 'fg.muted', fontSize: 'sm', mt: '0.5' });
const badges = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
// Two lines at most, however long the description.
const description = css({ lineClamp: '2', color: 'fg', fontSize: 'sm' });
const footer = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  mt: 'auto',
  pt: '2',
  '& > *': { flex: '1 1 auto' },
});

/** One position in a grid of cards. */
export function JobCard({
  position,
  view = 'student',
  applicationCount,
  primaryAction,
  badges: extraBadges,
  actions,
  headerAction,
  headingLevel = 'h2',
}: {
  position: PositionCard;
  /** 'church': the church's own card, with its application count and without 'Apply Now'. */
  view?: 'student' | 'church';
  /** Shown in the church view. */
  applicationCount?: number;
  /** The student view's main action in place of 'Apply Now' (e.g. 'View your application'). */
  primaryAction?: ReactNode;
  /** Extra badges beside the type badge (e.g. 'Approved'). */
  badges?: ReactNode;
  /** Extra buttons after 'View Details' (e.g. Delete). */
  actions?: ReactNode;
  /** A control beside the title (the student's Save toggle), given the title's id to refer to. */
  headerAction?: (titleId: string) => ReactNode;
  /** The heading level of the title, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3';
}) {
  const titleId = useId();
  const Heading = headingLevel;
  const church = position.church;
  return (
    <article className={cx(card({ interactive: true }), article)} aria-labelledby={titleId}>
      <div className={header}>
        {church ? <ChurchLogo churchName={church.churchName} logoUrl={church.logoUrl} /> : null}
        <div className={css({ minWidth: '0', flex: '1' })}>
          <Heading id={titleId} className={titleText}>
            {position.title}
          </Heading>
          {church ? <p className={churchText}>{church.churchName}</p> : null}
        </div>
        {headerAction ? (
          <div className={css({ flexShrink: 0, mt: '-1', mr: '-2' })}>{headerAction(titleId)}</div>
        ) : null}
      </div>
      <div className={badges}>
        <PositionTypeBadge positionType={position.positionType} />
        {extraBadges}
      </div>
      <div className={positionMeta}>
        <LocationFact location={church?.location} />
        <PostedFact createdAt={position.createdAt} />
        <ApplyByFact applyBy={position.applyBy} />
        {view === 'church' && applicationCount !== undefined ? (
          <MetaFact icon={Users}>{applicationCountText(applicationCount)}</MetaFact>
        ) : null}
      </div>
      <p className={description}>{position.excerpt}</p>
      <div className={footer}>
        {/* The title describes the link, so a screen reader hears which position it opens. */}
        <Link
          to={view === 'church' ? '/church/positions/$id' : '/jobs/$id'}
          params={{ id: position.id }}
          className={button({ variant: 'outline', size: 'sm' })}
          aria-describedby={titleId}
        >
          View Details
        </Link>
        {view === 'student'
          ? (primaryAction ?? (
              // Straight to the application form, on the position's page.
              <Link
                to="/jobs/$id"
                params={{ id: position.id }}
                search={{ apply: true }}
                className={button({ variant: 'solid', size: 'sm' })}
                aria-describedby={titleId}
              >
                Apply Now
              </Link>
            ))
          : null}
        {actions}
      </div>
    </article>
  );
}
