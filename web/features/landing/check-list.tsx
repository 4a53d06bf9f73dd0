// A list of points with check marks, as the landing page's cards give them.
import { Check } from 'lucide-react';
import { css } from '../../../styled-system/css';

const list = css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '4' });
const item = css({ display: 'flex', gap: '3', alignItems: 'flex-start' });
const icon = css({ color: 'success', flexShrink: 0, mt: '0.5' });

/** The points, one under the other, each after a check mark. */
export function CheckList({ points }: { points: readonly string[] }) {
  return (
    <ul className={list}>
      {points.map((point) => (
        <li key={point} className={item}>
          <Check size={18} aria-hidden className={icon} />
          {point}
        </li>
      ))}
    </ul>
  );
}
