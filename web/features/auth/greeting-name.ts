// The name /select-role greets a person by.
import type { CurrentUser } from '../../../shared/types';

/** The first name, else the e-mail address. */
export function greetingName(user: Pick<CurrentUser, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email;
}
