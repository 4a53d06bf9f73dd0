// One field in two versions side by side (one above the other on a phone): the church's edit of an
// approved position beside what students see, or after a 412 the church's own beside the current.
import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css';

const pair = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  gap: '3',
});
const side = css({
  display: 'grid',
  alignContent: 'start',
  gap: '1',
  minWidth: '0',
  p: '3',
  borderRadius: 'md',
  bg: 'bg.subtle',
});
const sideLabel = css({
  fontSize: 'xs',
  fontWeight: 'semibold',
  color: 'fg.muted',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
});
const value = css({ overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
const nothing = css({ color: 'fg.muted', fontStyle: 'italic' });

/** One version's value ('Not given' when empty). */
function Side({ label, text }: { label: string; text: string | null }) {
  return (
    <div className={side}>
      <span className={sideLabel}>{label}</span>
      {text === null ? (
        <span className={nothing}>Not given</span>
      ) : (
        <span className={value}>{text}</span>
      )}
    </div>
  );
}

/** The two values of a field under its name; `children` follow (the choice between them). */
export function FieldVersions({
  label,
  left,
  right,
  children,
}: {
  label: string;
  left: { label: string; text: string | null };
  right: { label: string; text: string | null };
  children?: ReactNode;
}) {
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <h3 className={css({ fontWeight: 'semibold' })}>{label}</h3>
      <div className={pair}>
        <Side {...left} />
        <Side {...right} />
      </div>
      {children}
    </div>
  );
}
