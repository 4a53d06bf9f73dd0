// After a 412 (decision 0024): the church's version and the current one side by side, only the
// fields that differ, with a choice for each ('Yours' by default), 'Keep all of yours' and 'Keep
// all current'. Saving sends the merge against the current version; keeping everything current
// sends nothing. Used by the position edit and the church profile.
import { useSelector } from '@tanstack/react-form';
import { GitCompare } from 'lucide-react';
import { css, cx } from '../../../../styled-system/css';
import { button, card } from '../../../../styled-system/recipes';
import { useAppForm } from '../../../ui/form/form-kit';
import { chooseAll, keepsAllCurrent, type Choice } from './field-diff';
import { FieldVersions } from './field-versions';

const panel = cx(card(), css({ display: 'grid', gap: '5' }));
const intro = css({ display: 'flex', gap: '3', alignItems: 'flex-start' });
const actions = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: '2',
  pt: '2',
  borderTopWidth: '1px',
  borderColor: 'border',
});

const CHOICES = [
  { value: 'mine', label: 'Keep yours' },
  { value: 'theirs', label: 'Keep current' },
] as const satisfies readonly { value: Choice; label: string }[];

/** What the resolver needs to know of the two versions. */
export interface ConflictProps<K extends string> {
  /** The server's words: why the save was refused. */
  message: string;
  /** The fields that differ, in the form's order. */
  differing: readonly K[];
  /** Each field's label (shared/position-fields.ts, shared/profile-fields.ts). */
  fields: Record<K, { label: string }>;
  /** A field's value in words in the church's version ('mine') or the current one. */
  text: (field: K, side: Choice) => string | null;
  /** Saves the church's choices (a field without one keeps the church's). */
  onSave: (choices: Partial<Record<K, Choice>>) => Promise<void>;
  /** Every difference kept as it is now: nothing is sent. */
  onKeepCurrent: () => Promise<void>;
}

/** The two versions and the choice. */
export function ConflictResolver<K extends string>(props: ConflictProps<K>) {
  const { differing, fields, text } = props;
  const form = useAppForm({
    defaultValues: chooseAll<string>(differing, 'mine'),
    onSubmit: async ({ value }) => {
      const choices = value as Partial<Record<K, Choice>>;
      await (keepsAllCurrent(differing, choices) ? props.onKeepCurrent() : props.onSave(choices));
    },
  });
  const submitting = useSelector(form.store, (state) => state.isSubmitting);
  const setAll = (choice: Choice) => {
    const names: readonly string[] = differing;
    for (const name of names) form.setFieldValue(name, choice);
  };
  return (
    <section className={panel} aria-labelledby="conflict-heading">
      <div className={intro}>
        <GitCompare
          size={24}
          aria-hidden
          className={css({ color: 'primary.text', flexShrink: 0 })}
        />
        <div className={css({ display: 'grid', gap: '1' })}>
          <h2 id="conflict-heading" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
            Changed meanwhile: compare the two versions
          </h2>
          <p>{props.message}</p>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            {differing.length > 0
              ? 'Only the fields that differ are shown. Choose which version of each to keep, then save: what you save replaces the current version.'
              : 'The text is the same in both versions; only something else changed (its status, say). Save to send your version again.'}
          </p>
        </div>
      </div>
      <form.AppForm>
        <form.Form className={css({ display: 'grid', gap: '6' })}>
          {differing.map((field) => (
            <FieldVersions
              key={field}
              label={fields[field].label}
              left={{ label: 'Your version', text: text(field, 'mine') }}
              right={{ label: 'Current version', text: text(field, 'theirs') }}
            >
              <form.AppField name={field}>
                {(control) => (
                  <control.RadioGroupField
                    label={`Keep for ${fields[field].label}`}
                    options={CHOICES}
                  />
                )}
              </form.AppField>
            </FieldVersions>
          ))}
          <div className={actions}>
            {differing.length > 0 ? (
              <>
                <button
                  type="button"
                  className={button({ variant: 'ghost' })}
                  disabled={submitting}
                  onClick={() => setAll('mine')}
                >
                  Keep all of yours
                </button>
                <button
                  type="button"
                  className={button({ variant: 'ghost' })}
                  disabled={submitting}
                  onClick={() => setAll('theirs')}
                >
                  Keep all current
                </button>
              </>
            ) : null}
            <form.SubmitButton label="Save your choice" pendingLabel="Saving..." />
          </div>
        </form.Form>
      </form.AppForm>
    </section>
  );
}
