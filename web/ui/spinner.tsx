// The loading state every screen shows while it waits for data.
import { LoaderCircle } from 'lucide-react';
import { css } from '../../styled-system/css';

const wrap = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  py: '16',
  color: 'fg.muted',
});
const spin = css({ animation: 'spin 1s linear infinite', color: 'primary.text' });

/** A centred spinner with a label for screen readers (and sighted users). */
export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className={wrap}>
      <LoaderCircle size={32} className={spin} aria-hidden />
      <span>{label}</span>
    </div>
  );
}
