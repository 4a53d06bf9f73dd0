// On a phone a position's page runs far below the first screen, and its 'Apply' box comes after
// the whole text: there the box is this bar, fixed to the bottom of the screen (below lg, where
// the page is one column). From lg up the box sits beside the text and the bar is not shown.
import type { ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';

// The bar's height, fixed per content so the room kept for it at the page's end (the spacer)
// is exactly as tall: the bar never covers the page's last lines.
const heights = {
  apply: css({ '--apply-bar-height': '4.5rem' }),
  applied: css({ '--apply-bar-height': '6.25rem' }),
};

const bar = css({
  display: { base: 'flex', lg: 'none' },
  _print: { display: 'none !important' },
  position: 'fixed',
  insetX: '0',
  bottom: '0',
  zIndex: 'sticky',
  height: 'calc(var(--apply-bar-height) + env(safe-area-inset-bottom))',
  px: '4',
  pt: '3',
  pb: 'calc(token(spacing.3) + env(safe-area-inset-bottom))',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: '2',
  bg: 'bg.card',
  borderTopWidth: '1px',
  borderColor: 'border',
  boxShadow: 'lg',
});
// Placed last in the page's one column (flex order), after the church's card.
const spacer = css({
  display: { base: 'block', lg: 'none' },
  _print: { display: 'none !important' },
  order: 1,
  flexShrink: 0,
  height: 'var(--apply-bar-height)',
});

/** The bar and the room kept for it; `applied` when it says the student applied (taller). */
export function StickyApplyBar({ applied, children }: { applied: boolean; children: ReactNode }) {
  const height = applied ? heights.applied : heights.apply;
  return (
    <>
      <div className={cx(spacer, height)} aria-hidden />
      <section className={cx(bar, height)} aria-label="Apply">
        {children}
      </section>
    </>
  );
}
