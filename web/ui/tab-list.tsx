// A row of tabs (Ark UI Tabs.List and its triggers) in one of two looks: `underline`, a screen's
// own tabs (the admin's and the church's dashboards), a row of words over an underline, the chosen
// one underlined in the primary colour; `segmented`, a form's modes (sign in / create account),
// two halves of a tinted bar, the chosen one raised.
import { Tabs } from '@ark-ui/react/tabs';
import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';

const looks = {
  underline: {
    // The row scrolls sideways on a narrow phone rather than wrapping.
    list: css({
      display: 'flex',
      gap: '1',
      borderBottomWidth: '1px',
      borderColor: 'border',
      mb: '6',
      overflowX: 'auto',
    }),
    trigger: css({
      px: '4',
      py: '2.5',
      minH: '11',
      fontWeight: 'medium',
      color: 'fg.muted',
      cursor: 'pointer',
      borderBottomWidth: '3px',
      borderColor: 'transparent',
      mb: '-1px',
      whiteSpace: 'nowrap',
      _hover: { color: 'fg' },
      _selected: { color: 'primary.text', borderColor: 'primary', fontWeight: 'semibold' },
    }),
  },
  segmented: {
    list: css({
      display: 'grid',
      gridTemplateColumns: '1fr 1fr',
      gap: '1',
      p: '1',
      mb: '5',
      bg: 'bg.subtle',
      borderRadius: 'md',
    }),
    trigger: css({
      minH: '10',
      px: '2',
      fontSize: { base: 'sm', sm: 'md' },
      whiteSpace: 'nowrap',
      borderRadius: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { color: 'fg' },
      _selected: { bg: 'bg.card', color: 'fg', fontWeight: 'semibold', boxShadow: 'sm' },
    }),
  },
};

/** The tabs' triggers, in order; each `value` names its Tabs.Content. */
export function TabList({
  tabs,
  look = 'underline',
  label,
}: {
  tabs: readonly { value: string; label: ReactNode }[];
  look?: keyof typeof looks;
  /** The row's accessible name, when the page's heading does not give it. */
  label?: string;
}) {
  const { list, trigger } = looks[look];
  return (
    <Tabs.List className={list} aria-label={label}>
      {tabs.map((tab) => (
        <Tabs.Trigger key={tab.value} value={tab.value} className={trigger}>
          {tab.label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
