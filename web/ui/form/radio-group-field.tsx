// One of a small fixed set (Ark UI RadioGroup): `field.RadioGroupField` inside `form.AppField`,
// e.g. Position Type and Employment Type.
import { RadioGroup } from '@ark-ui/react/radio-group';
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { FieldFrame, useFieldControl } from './field-frame';
import { labelClass } from './field-styles';

const choicesClass = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
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
const dot = css({
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

/** A labelled group of radio buttons, one per option. */
export function RadioGroupField<V extends string>({
  label,
  hint,
  options,
}: {
  label: ReactNode;
  hint?: ReactNode;
  options: readonly { value: V; label: string }[];
}) {
  const control = useFieldControl<V | null | undefined>({ hint });
  const { props } = control;
  return (
    // The group carries the description; Ark gives the group, its label and items their own ids.
    <FieldFrame control={control}>
      <RadioGroup.Root
        name={props.name}
        value={control.value ?? null}
        aria-invalid={props['aria-invalid']}
        aria-describedby={props['aria-describedby']}
        onValueChange={(details) => {
          const chosen = options.find((option) => option.value === details.value);
          if (chosen) control.setValue(chosen.value);
        }}
      >
        <RadioGroup.Label className={labelClass}>{label}</RadioGroup.Label>
        <div className={choicesClass}>
          {options.map((option) => (
            <RadioGroup.Item key={option.value} value={option.value} className={item}>
              <RadioGroup.ItemControl className={dot} />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
              <RadioGroup.ItemHiddenInput />
            </RadioGroup.Item>
          ))}
        </div>
      </RadioGroup.Root>
    </FieldFrame>
  );
}
