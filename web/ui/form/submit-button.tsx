// The submit button of a kit form (`form.SubmitButton` inside `form.AppForm`): it says what it is
// doing while the form is sent, and cannot be pressed twice.
import { useSelector } from '@tanstack/react-form';
import { button } from '../../../styled-system/recipes';
import { useFormContext } from './form-context';

/** 'Sign in' / 'Signing in...'; `disabled` for a reason of the form's own (a file on its way). */
export function SubmitButton({
  label,
  pendingLabel,
  fullWidth,
  disabled = false,
}: {
  label: string;
  pendingLabel: string;
  fullWidth?: boolean;
  disabled?: boolean;
}) {
  const form = useFormContext();
  const submitting = useSelector(form.store, (state) => state.isSubmitting);
  return (
    <button type="submit" className={button({ fullWidth })} disabled={submitting || disabled}>
      {submitting ? pendingLabel : label}
    </button>
  );
}
