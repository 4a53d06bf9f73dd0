import * as v from 'valibot';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { MUST_BE_TEXT, optionalText, requiredEmail, requiredText } from './fields';

const newPassword = v.pipe(
  v.optional(v.string(MUST_BE_TEXT), ''),
  v.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
  v.maxLength(200, 'Password must be at most 200 characters'),
);

/** Body of POST /api/auth/local/signup. */
export const signupInputSchema = v.object({
  firstName: requiredText('First name is required', 1, 100),
  lastName: requiredText('Last name is required', 1, 100),
  email: requiredEmail('Valid email is required'),
  password: newPassword,
});

/** Body of POST /api/auth/local/login. */
export const loginInputSchema = v.object({
  email: requiredEmail('Valid email is required'),
  password: v.pipe(
    v.optional(v.string(MUST_BE_TEXT), ''),
    v.minLength(1, 'Password is required'),
    v.maxLength(200, 'Password must be at most 200 characters'),
  ),
});

/** Body of POST /api/auth/local/forgot and /resend-verification. */
export const emailInputSchema = v.object({
  email: requiredEmail('Valid email is required'),
});

/**
 * Body of POST /api/auth/local/reset. The names are optional: the page that finishes an account
 * confirmed from another device asks for them again (the ones typed at sign-up were not kept).
 */
export const resetInputSchema = v.object({
  token: requiredText('The reset link is invalid', 1, 200),
  password: newPassword,
  firstName: optionalText(100),
  lastName: optionalText(100),
});
