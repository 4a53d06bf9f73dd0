// A position's page laid out: its header and the church's texts, and beside them what can be done
// (applying, or the note on a saved copy) and the church's card.
import type { ReactNode } from 'react';
import type { PositionDetail } from '../../../shared/types';
import { css } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { Page } from '../../ui/page';
import { AboutChurchCard } from './about-church-card';
import { BackToPositions } from './back-to-positions';
import { PositionHeader } from './position-header';

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

/** The position's page: its header and text, and beside them `aside` and the church's card. */
export function PositionView({
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
          <PositionHeader position={position} saved={saved} canSave={canSave} />
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
