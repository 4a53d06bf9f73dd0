// The short history of an application: each status it had and when ('New · 3 Nov 2026, 10:04'),
// oldest first; a change not sent yet is marked.
import { APPLICATION_STATUS_LABELS } from '../../../../shared/constants';
import { css } from '../../../../styled-system/css';
import type { ShownStatusChange } from '../../../offline/church-queue';
import { PendingSyncBadge } from '../offline/pending-sync-badge';
import { momentText } from '../../../../shared/dates';

const list = css({ display: 'grid', gap: '1.5', fontSize: 'sm' });
const item = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });

/** The history as a list. */
export function StatusHistory({ history }: { history: readonly ShownStatusChange[] }) {
  return (
    <ol className={list} aria-label="Status history">
      {history.map((step, index) => (
        <li key={`${step.at}-${index}`} className={item}>
          <span>
            <span className={css({ fontWeight: 'semibold' })}>
              {APPLICATION_STATUS_LABELS[step.status]}
            </span>{' '}
            · <time dateTime={step.at}>{momentText(step.at)}</time>
          </span>
          {step.pending ? <PendingSyncBadge /> : null}
        </li>
      ))}
    </ol>
  );
}
