// The web app's addresses that leave the app: the links in e-mails. The router's routes and the
// server's messages both name them here, so a link in an e-mail always opens a screen that exists.

/** Pages of the web app that e-mails link to (paths; the server prefixes PUBLIC_URL). */
export const appPaths = {
  /** One application as its church reviews it (sign-in required). */
  churchApplication: (id: string) => `/church/applications/${encodeURIComponent(id)}`,
  /** A position's applications, for its church (sign-in required). */
  positionApplications: (positionId: string) =>
    `/church/positions/${encodeURIComponent(positionId)}/applications`,
  /** The student's private status page: the token is the capability, no sign-in. */
  applicationStatus: (token: string) => `/application-status/${encodeURIComponent(token)}`,
  /** The church's profile, where it chooses how it hears of applications. */
  churchProfile: '/church/profile',
} as const;
