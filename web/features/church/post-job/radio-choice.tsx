// A labelled group of radio buttons (Ark UI RadioGroup): Position Type and Employment Type.
import { RadioGroup } from '@ark-ui/react/radio-group';
import { css } from '../../../../styled-system/css';

const legend = css({ display: 'block', fontWeight: 'medium', fontSize: 'sm', mb: '1.5' });
const options = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  px: '3',
  py: '2',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  cursor: 'pointer',
  flex: '1 1 10rem',
  _hover: { bg: 'bg.subtle' },
  _checked: { borderColor: 'primary', bg: 'primary.subtle' },
});
const control = css({
  width: '4.5',
  height: '4.5',
  flexShrink: 0,
  borderRadius: 'full',
  borderWidth: '2px',
  borderColor: 'border.strong',
  bg: 'bg',
  _checked: { borderColor: 'primary', borderWidth: '5px' },
  _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});

/** One choice of a small fixed set. */
export function RadioChoice<V extends string>({
  label,
  name,
  value,
  options: choices,
  onChange,
}: {
  label: string;
  name: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <RadioGroup.Root
      name={name}
      value={value}
      onValueChange={(details) => {
        const chosen = choices.find((choice) => choice.value === details.value);
        if (chosen) onChange(chosen.value);
      }}
    >
      <RadioGroup.Label className={legend}>{label}</RadioGroup.Label>
      <div className={options}>
        {choices.map((choice) => (
          <RadioGroup.Item key={choice.value} value={choice.value} className={item}>
            <RadioGroup.ItemControl className={control} />
            <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
            <RadioGroup.ItemHiddenInput />
          </RadioGroup.Item>
        ))}
      </div>
    </RadioGroup.Root>
  );
}
