// Which page links the top navigation offers: 'Browse Jobs' for everyone,
// 'Saved' and 'My applications' for students (anyone who is not a church or an admin), 'Dashboard'
// for churches, 'Admin Dashboard' for admins. The wide bar and the phone menu list the same
// entries, but for 'My applications', which the phone menu has and the bar leaves to the Saved
// page: the bar's links keep the width they have, so nothing on it moves.
import type { Role } from '../../../shared/constants';

/** A page link of the navigation. */
export interface NavEntry {
  to: '/jobs' | '/saved' | '/my-applications' | '/church/dashboard' | '/admin/dashboard';
  label: string;
  /** Listed in the phone menu only. */
  menuOnly?: true;
}

/** The page links for a user of `role` (undefined while loading or signed out). */
export function navEntries(role: Role | null | undefined): NavEntry[] {
  const entries: NavEntry[] = [{ to: '/jobs', label: 'Browse Jobs' }];
  if (role === 'church') entries.push({ to: '/church/dashboard', label: 'Dashboard' });
  else if (role === 'admin') entries.push({ to: '/admin/dashboard', label: 'Admin Dashboard' });
  else {
    entries.push({ to: '/saved', label: 'Saved' });
    entries.push({ to: '/my-applications', label: 'My applications', menuOnly: true });
  }
  return entries;
}

/** The page links of the wide bar: navEntries but those for the phone menu only. */
export function barEntries(role: Role | null | undefined): NavEntry[] {
  return navEntries(role).filter((entry) => !entry.menuOnly);
}
