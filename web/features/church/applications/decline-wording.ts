// What a review screen's decline e-mail is made from: the church's own template (or the board's),
// the church's name and the position's title.
import type { ChurchProfile } from '../../../../shared/types';
import type { ChurchRead } from '../offline/use-church-data';

/** What the decline e-mail is made from. */
export interface DeclineWording {
  /** The church's own template, null for the board's. */
  template: string | null;
  church: string;
  position: string;
}

/** The wording for a position of the church whose profile is `profile` (blank until it is read). */
export function declineWording(
  profile: ChurchRead<ChurchProfile | null>,
  position: string,
): DeclineWording {
  const read = profile.status === 'ready' ? profile.data : null;
  return {
    template: read?.declineTemplate ?? null,
    church: read?.churchName ?? '',
    position,
  };
}
