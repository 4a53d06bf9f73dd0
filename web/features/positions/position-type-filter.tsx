// The type select as the browse screen uses it: a stand-in button that looks the same is rendered,
// and the Ark UI Select (with Ark's state machines and positioning, about 17 kB) replaces it only
// when the student reaches for it (a pointer over it, focus, a press), so a visit that never
// filters by type never downloads it.
import { ChevronDown } from 'lucide-react';
import { lazy, startTransition, Suspense, useState } from 'react';
import { css } from '../../../styled-system/css';
import { TYPE_FILTER_OPTIONS, type TypeFilter } from './position-filters';
import { selectRoot, selectTrigger } from './position-type-styles';

const loadSelect = () => import('./position-type-select');
const PositionTypeSelect = lazy(loadSelect);

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

  const label = TYPE_FILTER_OPTIONS.find((option) => option.value === value)?.label ?? 'All Types';
  const standIn = (
    <div className={selectRoot}>
      <button
        type="button"
        className={selectTrigger}
        // What Ark's trigger is: a closed combobox.
        role="combobox"
        aria-expanded={false}
        aria-label={`Position type: ${label}`}
        aria-haspopup="listbox"
        // A mouse on its way to the button: fetch the code now, swap on the press.
        onPointerEnter={() => void loadSelect()}
        onFocus={() => {
          // A transition: the stand-in stays (focused, pressable) until the select has loaded.
          startTransition(() => {
            setInitialFocus((state) => (state === 'open' ? state : 'focus'));
            setWanted(true);
          });
        }}
        onClick={() => {
          startTransition(() => {
            setInitialFocus('open');
            setWanted(true);
          });
        }}
      >
        <span>{label}</span>
        <ChevronDown size={16} aria-hidden className={css({ flexShrink: 0 })} />
      </button>
    </div>
  );
  return (
    <Suspense fallback={standIn}>
      {wanted ? (
        <PositionTypeSelect value={value} onChange={onChange} initialFocus={initialFocus} />
      ) : (
        standIn
      )}
    </Suspense>
  );
}
