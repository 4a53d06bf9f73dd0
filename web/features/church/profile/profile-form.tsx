// The church profile form's fields (spec section 4). The form itself lives in use-profile-form.ts.
import { useRef } from 'react';
import type { ChurchProfile, CurrentUser } from '../../../../shared/types';
import { css, cx } from '../../../../styled-system/css';
import { card } from '../../../../styled-system/recipes';
import { FormActions } from '../form-actions';
import { PendingSyncBadge } from '../offline/pending-sync-badge';
import { useProfileForm, type ProfileEntry } from './use-profile-form';

const formCard = cx(card(), css({ display: 'grid', gap: '5' }));

/** The form; a save not yet applied (`draft`) or refused (`correcting`) is what it shows. */
export function ProfileForm(props: {
  user: CurrentUser;
  existing: ChurchProfile | null;
  draft: ProfileEntry | undefined;
  correcting: ProfileEntry | undefined;
}) {
  const { draft, correcting } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const form = useProfileForm({ ...props, formRef });
  return (
    <form.AppForm>
      <form.Form ref={formRef} className={formCard}>
        {draft ? (
          <p className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
            {correcting ? null : <PendingSyncBadge />}
            {correcting
              ? 'These changes were refused by the job board: fix them and save again.'
              : 'These changes are saved on this device and will be sent automatically.'}
          </p>
        ) : null}
        <form.AppField name="churchName">
          {(field) => <field.TextField label="Church Name" autoComplete="organization" />}
        </form.AppField>
        <form.AppField name="denomination">
          {(field) => <field.TextField label="Denomination" />}
        </form.AppField>
        <form.AppField name="location">
          {(field) => <field.TextField label="Location" placeholder="City, State" />}
        </form.AppField>
        <form.AppField name="website">
          {(field) => (
            <field.TextField
              label="Website"
              type="url"
              autoComplete="url"
              placeholder="www.yourchurch.org"
            />
          )}
        </form.AppField>
        <form.AppField name="contactPhone">
          {(field) => <field.TextField label="Contact Phone" type="tel" autoComplete="tel" />}
        </form.AppField>
        <form.AppField name="description">
          {(field) => <field.TextareaField label="About Your Church" rows={5} />}
        </form.AppField>
        <FormActions>
          <form.SubmitButton label="Save Profile" pendingLabel="Saving..." />
        </FormActions>
      </form.Form>
    </form.AppForm>
  );
}
