// One application sent from this device: its position (to the position's page), its church, the
// day it was sent, where it stands as last read (and when that was), and its status page.
import { Link } from '@tanstack/react-router';
import { RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { APPLICATION_STATUS_FOR_STUDENT } from '../../../shared/constants';
import { agoText } from '../../../shared/dates';
import { css, cx } from '../../../styled-system/css';
import { badge, card } from '../../../styled-system/recipes';
import type { MyApplication } from '../../offline/cache-db';
import { AppliedBadge, ViewApplicationLink } from '../../ui/applied-on';
import { MetaFact, positionMeta } from '../../ui/position-meta';

const titleLink = css({
  fontSize: 'lg',
  fontWeight: 'semibold',
  lineHeight: '1.3',
  color: 'fg',
  overflowWrap: 'anywhere',
  _hover: { textDecoration: 'underline' },
});

/** The position's name: from the last status read, else as it was when sent. */
function positionOf(application: MyApplication): { title: string; churchName: string | null } {
  const known = application.lastView?.position ?? application.position;
  return { title: known?.title ?? 'A position', churchName: known?.churchName ?? null };
}

/** An application as a card. */
export function MyApplicationItem({ application }: { application: MyApplication }) {
  const titleId = useId();
  const { title, churchName } = positionOf(application);
  const view = application.lastView;
  return (
    <article className={card()} aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Link to="/jobs/$id" params={{ id: application.positionId }} className={titleLink}>
          {title}
        </Link>
      </h2>
      {churchName ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '0.5' })}>{churchName}</p>
      ) : null}
      <div className={cx(positionMeta, css({ mt: '2' }))}>
        <AppliedBadge appliedAt={application.appliedAt} />
        <span className={badge({ variant: view ? 'secondary' : 'outline' })}>
          {view ? APPLICATION_STATUS_FOR_STUDENT[view.status] : 'Status not checked yet'}
        </span>
        {view && !view.position.open ? (
          <span className={badge({ variant: 'outline' })}>Position closed</span>
        ) : null}
        {application.lastViewAt ? (
          <MetaFact icon={RefreshCw}>Checked {agoText(application.lastViewAt)}</MetaFact>
        ) : null}
      </div>
      <div className={css({ mt: '3' })}>
        <ViewApplicationLink statusToken={application.statusToken} positionTitle={title} />
      </div>
    </article>
  );
}
