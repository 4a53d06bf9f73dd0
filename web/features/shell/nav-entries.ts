// Which page links the top navigation offers: 'Browse Jobs' for everyone,
// 'Saved' for students (anyone who is not a church or an admin), 'Dashboard' for churches,
// 'Admin Dashboard' for admins. The wide bar and the phone menu list the same entries.
import type { Role } from '../../../shared/constants';

/** A page link of the navigation. */
export interface NavEntry {
  to: '/jobs' | '/saved' | '/church/dashboard' | '/admin/dashboard';
  label: string;
}

/** The page links for a user of `role` (undefined while loading or signed out). */
export function navEntries(role: Role | null | undefined): NavEntry[] {
  const entries: NavEntry[] = [{ to: '/jobs', label: 'Browse Jobs' }];
  if (role === 'church') entries.push({ to: '/church/dashboard', label: 'Dashboard' });
  else if (role === 'admin') entries.push({ to: '/admin/dashboard', label: 'Admin Dashboard' });
  else entries.push({ to: '/saved', label: 'Saved' });
  return entries;
}
