// An edit of a live position, field by field: what students see now and what the edit would make
// it, only for the fields it changes. Students keep seeing the approved text until it is approved.
import { ArrowRight } from 'lucide-react';
import type { AdminPosition, PositionRevision } from '../../../shared/types';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { hintClass } from '../../ui/form/field-styles';
import { JobDescriptionLink, NotGiven } from './position-details';
import { momentText } from '../../../shared/dates';
import { changedFields } from './position-fields';

const heading = css({ fontSize: 'lg', fontWeight: 'semibold' });
const list = css({ display: 'grid', gap: '5', mt: '4' });
const term = css({ fontWeight: 'semibold', mb: '2' });
const pair = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '1fr auto 1fr' },
  gap: '2',
  alignItems: 'start',
});
const side = css({
  p: '3',
  borderRadius: 'md',
  borderWidth: '1px',
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});
const before = cx(side, css({ bg: 'bg.subtle', borderColor: 'border' }));
const after = cx(side, css({ bg: 'primary.subtle', borderColor: 'primary' }));
const sideLabel = css({ display: 'block', fontSize: 'xs', fontWeight: 'semibold', mb: '1' });
const arrow = css({ color: 'fg.muted', mt: '3', hideBelow: 'md' });

function Side({
  label,
  text,
  className,
  children,
}: {
  label: string;
  text: string | null;
  className: string;
  /** What to show instead of the text (a file's link). */
  children?: React.ReactNode;
}) {
  return (
    <div className={className}>
      <span className={sideLabel}>{label}</span>
      <p>{children ?? text ?? <NotGiven />}</p>
    </div>
  );
}

/** The section of a waiting edit. */
export function EditChanges({
  position,
  revision,
}: {
  position: AdminPosition;
  revision: PositionRevision;
}) {
  const changes = changedFields(position, revision.data);
  return (
    <section className={cx(card(), css({ borderColor: 'primary' }))} aria-labelledby="edit-heading">
      <h2 id="edit-heading" className={heading}>
        What the edit changes
      </h2>
      <p className={hintClass}>
        Sent <time dateTime={revision.submittedAt}>{momentText(revision.submittedAt)}</time>.
        Students keep seeing the approved version until you approve the edit.
      </p>
      {changes.length === 0 ? (
        <p className={css({ mt: '4' })}>The edit changes no field.</p>
      ) : (
        <dl className={list}>
          {changes.map((change) => (
            <div key={change.key}>
              <dt className={term}>{change.label}</dt>
              <dd className={pair}>
                <Side label="Now" text={change.before} className={before} />
                <ArrowRight size={18} aria-hidden className={arrow} />
                <Side label="Edit" text={change.after} className={after}>
                  {change.key === 'jobDescriptionUrl' && change.after !== null ? (
                    <JobDescriptionLink
                      id={position.id}
                      edit
                      name={position.fileNames?.[revision.data.jobDescriptionUrl ?? '']}
                    />
                  ) : undefined}
                </Side>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
