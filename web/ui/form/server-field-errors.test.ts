import { FieldApi, FormApi } from '@tanstack/react-form';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import {
  clearServerError,
  clearServerErrors,
  failureMessage,
  serverFieldErrors,
  showServerFieldErrors,
} from './server-field-errors';

function refusal(errors: Record<string, string[]>, message = 'Invalid input') {
  const body = { message, errors };
  return new ApiError(400, JSON.stringify(body), body);
}

/** A form with `email` and `password` on screen (mounted), as a kit form has them. */
function signInForm(onSubmit?: () => void) {
  const form = new FormApi({
    defaultValues: { email: '', password: '', token: '' },
    onSubmit,
    onSubmitMeta: undefined as unknown,
  });
  form.mount();
  const email = new FieldApi({ form, name: 'email' });
  const password = new FieldApi({ form, name: 'password' });
  email.mount();
  password.mount();
  return { form, email, password };
}

describe('serverFieldErrors', () => {
  it("reads an API answer's messages per field", () => {
    const error = refusal({ title: ['Title must be at least 3 characters'], other: [] });
    expect(serverFieldErrors(error)).toEqual({ title: ['Title must be at least 3 characters'] });
  });

  it('finds none in other failures', () => {
    expect(serverFieldErrors(new ApiError(500, 'boom', null))).toEqual({});
    expect(serverFieldErrors(new Error('400: x'))).toEqual({});
  });
});

describe('showServerFieldErrors', () => {
  it("puts the messages under the form's fields until the field changes", () => {
    const { form, email, password } = signInForm();
    const shown = showServerFieldErrors(form, refusal({ email: ['Valid email is required'] }));
    expect(shown).toBe(true);
    expect(email.state.meta.errors).toEqual(['Valid email is required']);
    expect(password.state.meta.errors).toEqual([]);
    expect(form.state.isValid).toBe(false);

    clearServerError(email);
    email.handleChange('ada@church.test');
    expect(email.state.meta.errors).toEqual([]);
    expect(form.state.isValid).toBe(true);
  });

  it('says false when no field of the form took a message, and leaves other names alone', () => {
    const { form } = signInForm();
    expect(showServerFieldErrors(form, refusal({ token: ['The reset link is invalid'] }))).toBe(
      false,
    );
    expect(form.state.fieldMeta.token).toBeUndefined();
    expect(form.state.isValid).toBe(true);
    expect(showServerFieldErrors(form, new ApiError(401, 'Unauthorized', null))).toBe(false);
  });

  it('lets the next submit through once the messages are cleared', async () => {
    let submitted = false;
    const { form, password } = signInForm(() => void (submitted = true));
    showServerFieldErrors(form, refusal({ password: ['Too short'] }));
    clearServerErrors(form);
    expect(password.state.meta.errors).toEqual([]);
    await form.handleSubmit();
    expect(submitted).toBe(true);
  });
});

describe('failureMessage', () => {
  it("prefers the server's message, explains being offline, else falls back", () => {
    expect(failureMessage(refusal({}, 'Invalid email or password'), 'Failed')).toBe(
      'Invalid email or password',
    );
    expect(failureMessage(new ApiError(502, 'Bad Gateway', null), 'Failed')).toBe('Failed');
    expect(failureMessage(new Error('boom'), 'Failed')).toBe('Failed');
    expect(failureMessage(new NetworkError(new TypeError('x')), 'Failed')).toMatch(
      /could not be reached/,
    );
  });
});
