// The position-type select of the browse screen (All Types, Full-time, Part-time), an Ark UI Select:
// a button that opens a list, usable with the arrow keys, Enter and Escape. Loaded by
// position-type-filter.tsx when the student reaches for its stand-in, so /jobs does not load Ark's
// state machines for a visit that never filters by type.
import { Select, createListCollection } from '@ark-ui/react/select';
import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { css } from '../../../styled-system/css';
import { popupPanel } from '../../ui/menu-styles';
import { TYPE_FILTER_OPTIONS, type TypeFilter } from './position-filters';
import { selectRoot, selectTrigger } from './position-type-styles';

const collection = createListCollection({ items: [...TYPE_FILTER_OPTIONS] });

const item = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  px: '3',
  py: '2',
  cursor: 'pointer',
  _highlighted: { bg: 'bg.subtle' },
});

/** Chooses which position types the grid shows. */
export default function PositionTypeSelect({
  value,
  onChange,
  initialFocus,
}: {
  value: TypeFilter;
  onChange: (value: TypeFilter) => void;
  /** 'focus' or 'open' when the student reached the stand-in before this loaded. */
  initialFocus: 'none' | 'focus' | 'open';
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The focus is on nothing once the focused stand-in is gone; if it has moved on (the student
    // tabbed past while this loaded), it stays where it is.
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (initialFocus === 'focus' && focusLost) trigger.current?.focus();
    // Pressed before this loaded: opened as a press opens it, the list taking the focus.
    if (initialFocus === 'open') trigger.current?.click();
    // Only the first render takes over from the stand-in.
  }, []);
  return (
    <Select.Root
      collection={collection}
      value={[value]}
      onValueChange={(details) => onChange((details.value[0] as TypeFilter | undefined) ?? 'all')}
      positioning={{ sameWidth: true }}
      className={selectRoot}
    >
      <Select.Label className={css({ srOnly: true })}>Position type</Select.Label>
      <Select.Control>
        <Select.Trigger ref={trigger} className={selectTrigger}>
          <Select.ValueText placeholder="All Types" />
          <Select.Indicator>
            <ChevronDown size={16} aria-hidden />
          </Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <Select.Positioner>
        <Select.Content className={popupPanel}>
          {collection.items.map((option) => (
            <Select.Item key={option.value} item={option} className={item}>
              <Select.ItemText>{option.label}</Select.ItemText>
              <Select.ItemIndicator>
                <Check size={16} aria-hidden />
              </Select.ItemIndicator>
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Positioner>
    </Select.Root>
  );
}
