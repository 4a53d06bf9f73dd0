// The type select as the browse screen uses it: a stand-in button that looks the same is rendered
// at once, and the Ark UI Select (with Ark's state machines and positioning) replaces it as soon as
// its chunk arrives, so the first render of /jobs does not wait for it.
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { css } from '../../../styled-system/css';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { TYPE_FILTER_OPTIONS, type TypeFilter } from './position-filters';
import { selectRoot, selectTrigger } from './position-type-styles';

const PositionTypeSelect = lazy(() => import('./position-type-select'));

/** Chooses which position types the grid shows. */
export function PositionTypeFilter({
  value,
  onChange,
}: {
  value: TypeFilter;
  onChange: (value: TypeFilter) => void;
}) {
  const [wanted, setWanted] = useState(false);
  const [initialFocus, setInitialFocus] = useState<'none' | 'focus' | 'open'>('none');
  // Fetch the real select once the list is on screen; a press before that loads it at once.
  useEffect(() => afterFirstPaint(() => setWanted(true)), []);

  const label = TYPE_FILTER_OPTIONS.find((option) => option.value === value)?.label ?? 'All Types';
  const standIn = (
    <div className={selectRoot}>
      <button
        type="button"
        className={selectTrigger}
        aria-label={`Position type: ${label}`}
        aria-haspopup="listbox"
        onFocus={() => {
          setInitialFocus((state) => (state === 'open' ? state : 'focus'));
          setWanted(true);
        }}
        onClick={() => {
          setInitialFocus('open');
          setWanted(true);
        }}
      >
        <span>{label}</span>
        <ChevronDown size={16} aria-hidden className={css({ flexShrink: 0 })} />
      </button>
    </div>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <PositionTypeSelect value={value} onChange={onChange} initialFocus={initialFocus} />
    </Suspense>
  );
}
