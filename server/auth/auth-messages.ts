// The texts the auth routes answer with; the web app shows them as they are.

/** 401 on a failed sign-in: the same for an unknown address and a wrong password. */
export const INVALID_CREDENTIALS = 'Invalid email or password';
/** 403 when an unverified account chooses a role. */
export const VERIFY_FIRST = 'Please confirm your e-mail address first';
/** 403 when someone not on ADMIN_EMAILS asks for the admin role. */
export const ADMIN_ROLE_RESTRICTED =
  "The admin role is only for the college's administrators. Please choose the church role.";
/** 409 when a different role is asked for after one was chosen. */
export const ROLE_ALREADY_CHOSEN = 'Your role has already been chosen';
/** 400 for a reset link that is unknown, used or expired. */
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Ask for a new one.';
