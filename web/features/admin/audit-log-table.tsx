// The audit log's entries as a table: when, who, what, which position, and what else there is to
// know. On a phone the table scrolls sideways inside its own box, which the keyboard can reach.
import type { AuditEntry } from '../../../shared/types';
import { css } from '../../../styled-system/css';
import { auditActionWords, auditDetailWords } from './audit-words';
import { momentText } from '../../../shared/dates';

const scroller = css({
  overflowX: 'auto',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  bg: 'bg.card',
  _focusVisible: { outline: '3px solid', outlineColor: 'focusRing' },
});
const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': {
    textAlign: 'left',
    verticalAlign: 'top',
    px: '3',
    py: '2.5',
    borderBottomWidth: '1px',
    borderColor: 'border',
  },
  '& th': { fontWeight: 'semibold', bg: 'bg.subtle', whiteSpace: 'nowrap' },
  '& tr:last-child td': { borderBottomWidth: '0' },
});
const nowrap = css({ whiteSpace: 'nowrap' });
const wrapAnywhere = css({ overflowWrap: 'anywhere', minWidth: '12rem' });

/** The entries of one page, newest first. */
export function AuditLogTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <div className={scroller} tabIndex={0} role="region" aria-label="Audit log entries">
      <table className={table}>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">Position</th>
            <th scope="col">Detail</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={nowrap}>
                <time dateTime={entry.at}>{momentText(entry.at)}</time>
              </td>
              <td>{entry.actorEmail}</td>
              <td className={nowrap}>{auditActionWords(entry.action)}</td>
              <td className={wrapAnywhere}>{entry.positionTitle ?? '—'}</td>
              <td className={wrapAnywhere}>{auditDetailWords(entry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
