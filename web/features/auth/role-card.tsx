// One of the two role choices of /select-role: a card that is a button. An unavailable card stays
// focusable (aria-disabled) so the reason under it is found and read.
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Lock } from 'lucide-react';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';

const cardButton = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '3',
  width: '100%',
  height: '100%',
  textAlign: 'left',
  cursor: 'pointer',
  _hover: { borderColor: 'primary' },
  _disabled: { cursor: 'progress', opacity: 0.7, _hover: { borderColor: 'border' } },
  '&[aria-disabled=true]': {
    cursor: 'not-allowed',
    bg: 'bg.muted',
    borderStyle: 'dashed',
    borderColor: 'border.strong',
    boxShadow: 'none',
  },
});
const iconBox = css({
  display: 'inline-flex',
  p: '3',
  borderRadius: 'md',
  bg: 'primary.subtle',
  color: 'primary.text',
});
const title = css({ fontSize: 'xl', fontWeight: 'bold' });
const points = css({ display: 'flex', flexDirection: 'column', gap: '1', color: 'fg.muted' });
const point = css({ _before: { content: '"•"', mr: '2', color: 'primary.text' } });
const reasonText = css({
  display: 'flex',
  gap: '2',
  alignItems: 'flex-start',
  mt: '2',
  fontSize: 'sm',
  color: 'fg.muted',
});

/** A role to choose, with what it lets you do. */
export function RoleCard({
  icon,
  label,
  points: items,
  onChoose,
  saving,
  busy,
  unavailableReason,
}: {
  icon: ReactNode;
  label: string;
  points: readonly string[];
  onChoose: () => void;
  /** This role is being saved. */
  saving: boolean;
  /** A choice is being saved (both cards wait). */
  busy: boolean;
  /** Why this role cannot be chosen; the card is then unavailable. */
  unavailableReason?: string;
}) {
  const id = useId();
  const unavailable = Boolean(unavailableReason);
  return (
    <div>
      <button
        type="button"
        className={cx(card({ interactive: !unavailable }), cardButton)}
        aria-labelledby={`${id}-title`}
        aria-describedby={unavailable ? `${id}-points ${id}-reason` : `${id}-points`}
        aria-disabled={unavailable || undefined}
        disabled={busy && !unavailable}
        onClick={unavailable ? undefined : onChoose}
      >
        <span className={iconBox} aria-hidden>
          {icon}
        </span>
        <span id={`${id}-title`} className={title}>
          {label}
        </span>
        <span id={`${id}-points`} className={points}>
          {items.map((item) => (
            <span key={item} className={point}>
              {item}
            </span>
          ))}
        </span>
        {saving ? <span className={css({ fontWeight: 'medium' })}>Setting up...</span> : null}
      </button>
      {unavailable ? (
        <p id={`${id}-reason`} className={reasonText}>
          <Lock size={16} aria-hidden className={css({ flexShrink: 0, mt: '0.5' })} />
          {unavailableReason}
        </p>
      ) : null}
    </div>
  );
}
