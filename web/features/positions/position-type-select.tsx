// The position-type select of the browse screen (All Types, Full-time, Part-time), an Ark UI Select:
// a button that opens a list, usable with the arrow keys, Enter and Escape.
import { Select, createListCollection } from '@ark-ui/react/select';
import { Check, ChevronDown } from 'lucide-react';
import { css } from '../../../styled-system/css';
import { TYPE_FILTER_OPTIONS, type TypeFilter } from './position-filters';

const collection = createListCollection({ items: [...TYPE_FILTER_OPTIONS] });

const trigger = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  width: '100%',
  minH: '11',
  px: '3',
  bg: 'bg',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  cursor: 'pointer',
  textAlign: 'left',
});
const content = css({
  bg: 'bg.card',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  boxShadow: 'lg',
  py: '1',
  zIndex: 'dropdown',
  _focusVisible: { outline: 'none' },
});
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
export function PositionTypeSelect({
  value,
  onChange,
}: {
  value: TypeFilter;
  onChange: (value: TypeFilter) => void;
}) {
  return (
    <Select.Root
      collection={collection}
      value={[value]}
      onValueChange={(details) => onChange((details.value[0] as TypeFilter | undefined) ?? 'all')}
      positioning={{ sameWidth: true }}
      className={css({ width: { base: '100%', sm: '12rem' }, flexShrink: 0 })}
    >
      <Select.Label className={css({ srOnly: true })}>Position type</Select.Label>
      <Select.Control>
        <Select.Trigger className={trigger}>
          <Select.ValueText placeholder="All Types" />
          <Select.Indicator>
            <ChevronDown size={16} aria-hidden />
          </Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <Select.Positioner>
        <Select.Content className={content}>
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
