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
  /** The church's own view of its position: status, Edit, Close, the college's answer. */
  churchPosition: (id: string) => `/church/positions/${encodeURIComponent(id)}`,
  /** The church's edit form for its position. */
  churchPositionEdit: (id: string) => `/church/positions/${encodeURIComponent(id)}/edit`,
  /** The page of the expiry e-mail's 'Keep open 60 more days' link: the token is the capability. */
  keepOpen: (token: string) => `/keep-open/${encodeURIComponent(token)}`,
  /** The admin's review of one position (or its waiting edit): every field, Approve, Decline. */
  adminReview: (id: string) => `/admin/positions/${encodeURIComponent(id)}`,
  /** The admin dashboard, where positions wait for approval. */
  adminDashboard: '/admin/dashboard',
} as const;
