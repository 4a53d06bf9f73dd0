// What a review screen's decline e-mail is made from: the church's own template (or the board's),
// the church's name and the position's title.
import type { ProfileState } from '../use-church-profile';

/** What the decline e-mail is made from. */
export interface DeclineWording {
  /** The church's own template, null for the board's. */
  template: string | null;
  church: string;
  position: string;
}

/** The wording for a position of the church whose profile is `profile` (blank until it is read). */
export function declineWording(profile: ProfileState, position: string): DeclineWording {
  return {
    template: profile.status === 'ready' ? profile.profile.declineTemplate : null,
    church: profile.status === 'ready' ? profile.profile.churchName : '',
    position,
  };
}
