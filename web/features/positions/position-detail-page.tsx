// /jobs/{id} (spec section 2, "position detail"): the position, the church, and the way to apply.
// A position the student saved stays readable here after it left the list: its saved copy is shown,
// marked 'No longer open', instead of 'Position Not Found'.
import { Link } from '@tanstack/react-router';
import { ArrowLeft, CalendarClock, Clock, FileText, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { api } from '../../../shared/api-routes';
import type { PositionDetail } from '../../../shared/types';
import { css, cx } from '../../../styled-system/css';
import { badge, card } from '../../../styled-system/recipes';
import { ApiError } from '../../lib/api-client';
import { usePositionDetail } from '../../offline/use-position-detail';
import { useSavedPositions } from '../../offline/use-saved-positions';
import { ChurchLogo } from '../../ui/church-logo';
import { Page } from '../../ui/page';
import { positionMeta, positionMetaItem } from '../../ui/position-meta';
import { positionTypeLabel, postedAgo } from '../../ui/position-text';
import { Spinner } from '../../ui/spinner';
import { AboutChurchCard } from './about-church-card';
import { ApplyPanel } from './apply-panel';
import { LoadError } from './load-error';
import { PositionNotFound } from './position-not-found';
import { SavePositionButton } from './save-position-button';
import { SavedCopyNotice } from './saved-copy-notice';

const backLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  color: 'fg.muted',
  fontWeight: 'medium',
  textDecoration: 'none',
  mb: '6',
  _hover: { color: 'fg', textDecoration: 'underline' },
});
const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 20rem' },
  gap: '6',
  alignItems: 'start',
});
const column = css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: '0' });
const sectionHeading = css({ fontSize: 'lg', fontWeight: 'semibold', mb: '3' });
// The church's own line breaks are kept (lists typed as lines stay lists).
const sectionText = css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
const fileLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  color: 'primary.text',
  fontWeight: 'medium',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});

/** A titled block of the position's text, shown only when the church filled it in. */
function DetailSection({ title, text }: { title: string; text: string | null }) {
  if (!text?.trim()) return null;
  return (
    <section className={card()}>
      <h2 className={sectionHeading}>{title}</h2>
      <p className={sectionText}>{text}</p>
    </section>
  );
}

function BackToPositions() {
  return (
    <Link to="/jobs" className={backLink}>
      <ArrowLeft size={16} aria-hidden />
      Back to Positions
    </Link>
  );
}

/** The position with the given id, or the state that explains why it cannot be shown. */
export function PositionDetailPage({ id }: { id: string }) {
  const query = usePositionDetail(id);
  const { saved, unavailable } = useSavedPositions();
  const savedEntry = saved?.find((entry) => entry.positionId === id);
  const savedKnown = saved !== undefined || unavailable;

  // Waiting for the position, or (when it could not be had) for whether the student saved it.
  if (query.status === 'pending' || (query.status === 'error' && !savedKnown)) {
    return (
      <Page>
        <Spinner label="Loading position..." />
      </Page>
    );
  }
  if (query.status === 'error') {
    if (savedEntry) {
      return (
        <PositionView
          position={savedEntry.snapshot}
          saved={true}
          canSave={!unavailable}
          aside={<SavedCopyNotice savedAt={savedEntry.savedAt} />}
        />
      );
    }
    return (
      <Page>
        {query.error instanceof ApiError && query.error.status === 404 ? (
          <PositionNotFound />
        ) : (
          <>
            <BackToPositions />
            <LoadError
              title="This position could not be loaded"
              error={query.error}
              onRetry={query.refetch}
            />
          </>
        )}
      </Page>
    );
  }

  const position = query.data;
  return (
    <PositionView
      position={position}
      saved={saved === undefined ? undefined : savedEntry !== undefined}
      canSave={!unavailable}
      aside={
        <ApplyPanel
          positionId={position.id}
          positionTitle={position.title}
          churchName={position.church?.churchName ?? null}
          open={position.approved && position.status === 'active'}
        />
      }
    />
  );
}

/** The position's page: its header and text, and beside them `aside` and the church's card. */
function PositionView({
  position,
  saved,
  canSave,
  aside,
}: {
  position: PositionDetail;
  saved: boolean | undefined;
  canSave: boolean;
  aside: ReactNode;
}) {
  const church = position.church;
  return (
    <Page>
      <BackToPositions />
      <div className={layout}>
        <div className={column}>
          <header className={card()}>
            <div className={css({ display: 'flex', gap: '4', alignItems: 'flex-start' })}>
              {church ? (
                <ChurchLogo churchName={church.churchName} logoUrl={church.logoUrl} size="lg" />
              ) : null}
              <div className={css({ minWidth: '0', flex: '1' })}>
                <h1
                  className={css({
                    fontSize: { base: '2xl', md: '3xl' },
                    fontWeight: 'bold',
                    lineHeight: '1.2',
                  })}
                >
                  {position.title}
                </h1>
                {church ? (
                  <p className={css({ color: 'fg.muted', fontSize: 'lg', mt: '1' })}>
                    {church.churchName}
                  </p>
                ) : null}
              </div>
              {canSave ? (
                <div className={css({ flexShrink: 0 })}>
                  <SavePositionButton position={position} saved={saved} />
                </div>
              ) : null}
            </div>
            <div className={cx(positionMeta, css({ mt: '4' }))}>
              <span
                className={badge({
                  variant: position.positionType === 'full-time' ? 'default' : 'secondary',
                })}
              >
                {positionTypeLabel(position.positionType)}
              </span>
              <span className={badge({ variant: 'outline' })}>
                {position.employmentType === 'internship' ? 'Internship' : 'Permanent Position'}
              </span>
              {church?.location ? (
                <span className={positionMetaItem}>
                  <MapPin size={16} aria-hidden />
                  {church.location}
                </span>
              ) : null}
              <span className={positionMetaItem}>
                <Clock size={16} aria-hidden />
                <time dateTime={position.createdAt}>{postedAgo(position.createdAt)}</time>
              </span>
              {position.anticipatedStartDate ? (
                <span className={positionMetaItem}>
                  <CalendarClock size={16} aria-hidden />
                  Starts {position.anticipatedStartDate}
                </span>
              ) : null}
            </div>
            {position.jobDescriptionUrl ? (
              <p className={css({ mt: '4' })}>
                <a
                  href={api.positionJobDescription(position.id)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={fileLink}
                >
                  <FileText size={16} aria-hidden />
                  View job description file
                  <span className={css({ srOnly: true })}> (opens in a new tab)</span>
                </a>
              </p>
            ) : null}
          </header>
          <DetailSection title="Description" text={position.description} />
          <DetailSection title="Responsibilities" text={position.responsibilities} />
          <DetailSection title="Qualifications" text={position.qualifications} />
          <DetailSection title="Compensation" text={position.compensation} />
          <DetailSection title="Additional Information" text={position.additionalInfo} />
        </div>
        <aside className={column} aria-label="Apply and church details">
          {aside}
          {church ? <AboutChurchCard church={church} /> : null}
        </aside>
      </div>
    </Page>
  );
}
