// The church profile form's fields, and how the church hears of applications and
// its decline e-mail. The form itself lives in use-profile-form.ts.
import { useRef } from 'react';
import { DEFAULT_DECLINE_TEMPLATE } from '../../../../shared/constants';
import { optionsOf } from '../../../../shared/field-spec';
import { PROFILE_FIELDS } from '../../../../shared/profile-fields';
import type { ChurchProfile, CurrentUser } from '../../../../shared/types';
import { css, cx } from '../../../../styled-system/css';
import { card } from '../../../../styled-system/recipes';
import { FormActions } from '../form-actions';
import { PendingSyncBadge } from '../offline/pending-sync-badge';
import { useProfileForm, type ProfileEntry } from './use-profile-form';

const formCard = cx(card(), css({ display: 'grid', gap: '5' }));
const sectionHeading = css({
  fontSize: 'lg',
  fontWeight: 'semibold',
  pt: '5',
  borderTopWidth: '1px',
  borderColor: 'border',
});

const EMAIL_OPTIONS = optionsOf(PROFILE_FIELDS.applicationEmails.options);

/** The form; a save not yet applied (`draft`) or refused (`correcting`) is what it shows. */
export function ProfileForm(props: {
  user: CurrentUser;
  existing: ChurchProfile | null;
  draft: ProfileEntry | undefined;
  correcting: ProfileEntry | undefined;
  /** The version the save starts from (If-Match): the profile's, after this device's queued saves. */
  version: number;
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
          {(field) => (
            <field.TextField label={PROFILE_FIELDS.churchName.label} autoComplete="organization" />
          )}
        </form.AppField>
        <form.AppField name="denomination">
          {(field) => <field.TextField label={PROFILE_FIELDS.denomination.label} />}
        </form.AppField>
        <form.AppField name="location">
          {(field) => (
            <field.TextField label={PROFILE_FIELDS.location.label} placeholder="City, State" />
          )}
        </form.AppField>
        <form.AppField name="website">
          {(field) => (
            <field.TextField
              label={PROFILE_FIELDS.website.label}
              type="url"
              autoComplete="url"
              placeholder="www.yourchurch.org"
            />
          )}
        </form.AppField>
        <form.AppField name="contactPhone">
          {(field) => (
            <field.TextField
              label={PROFILE_FIELDS.contactPhone.label}
              type="tel"
              autoComplete="tel"
            />
          )}
        </form.AppField>
        <form.AppField name="description">
          {(field) => <field.TextareaField label={PROFILE_FIELDS.description.label} rows={5} />}
        </form.AppField>
        <h2 className={sectionHeading}>Applications</h2>
        <form.AppField name="applicationEmails">
          {(field) => (
            <field.RadioGroupField
              label={PROFILE_FIELDS.applicationEmails.label}
              hint="How you hear of students' applications. The dashboard always lists them."
              options={EMAIL_OPTIONS}
            />
          )}
        </form.AppField>
        <form.AppField name="declineTemplate">
          {(field) => (
            <field.TextareaField
              label={PROFILE_FIELDS.declineTemplate.label}
              rows={8}
              placeholder={DEFAULT_DECLINE_TEMPLATE}
              hint="Offered when you decline an applicant; you can edit it before sending. The words {name}, {position} and {church} are filled in for each applicant. Left empty, the board's own wording is used (shown in the box while it is empty)."
            />
          )}
        </form.AppField>
        <FormActions>
          <form.SubmitButton label="Save Profile" pendingLabel="Saving..." />
        </FormActions>
      </form.Form>
    </form.AppForm>
  );
}
