// Fields more than one account form asks for: the e-mail address (kept across the modes of /login),
// the person's names and a new password.
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import { withFieldGroup } from '../../ui/form/form-kit';

// Typed values, not assertions: they set the shape a form's fields must have to use the piece.
const emailValues: { email: string | undefined } = { email: '' };
const nameValues: { firstName: string | null | undefined; lastName: string | null | undefined } = {
  firstName: '',
  lastName: '',
};
const nameProps: { autoFocus?: boolean } = {};
const passwordValues: { password: string | undefined } = { password: '' };
const passwordProps: { label: string } = { label: '' };

/** The address field; every change goes to `onEmailChange` so the next mode starts with it. */
export const EmailField = withFieldGroup({
  defaultValues: emailValues,
  props: {} as {
    onEmailChange: (email: string) => void;
    hint?: string;
    autoFocus?: boolean;
  },
  render: function EmailField({ group, onEmailChange, hint, autoFocus }) {
    return (
      <group.AppField
        name="email"
        listeners={{ onChange: ({ value }) => onEmailChange(value ?? '') }}
      >
        {(field) => (
          <field.TextField
            label="Email"
            type="email"
            autoComplete="email"
            hint={hint}
            autoFocus={autoFocus}
          />
        )}
      </group.AppField>
    );
  },
});

/** First and last name, in that order (the caller lays them out). */
export const NameFields = withFieldGroup({
  defaultValues: nameValues,
  props: nameProps,
  render: function NameFields({ group, autoFocus }) {
    return (
      <>
        <group.AppField name="firstName">
          {(field) => (
            <field.TextField label="First name" autoComplete="given-name" autoFocus={autoFocus} />
          )}
        </group.AppField>
        <group.AppField name="lastName">
          {(field) => <field.TextField label="Last name" autoComplete="family-name" />}
        </group.AppField>
      </>
    );
  },
});

/** A password being chosen (sign-up, reset), with its minimum length under it. */
export const NewPasswordField = withFieldGroup({
  defaultValues: passwordValues,
  props: passwordProps,
  render: function NewPasswordField({ group, label }) {
    return (
      <group.AppField name="password">
        {(field) => (
          <field.TextField
            label={label}
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          />
        )}
      </group.AppField>
    );
  },
});
