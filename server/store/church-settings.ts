// The two church settings that are not in the spec's profile form (application e-mails, decline
// template). A save that leaves one undefined comes from a client that predates it, so it keeps what
// the church chose; both adapters resolve a save the same way through this file.
import type { ChurchProfileData } from '../../shared/schemas/church-profile';
import type { ChurchProfile } from '../../shared/types';

/** The settings a church profile stores besides the form's fields. */
export type ChurchSettings = Pick<ChurchProfile, 'applicationEmails' | 'declineTemplate'>;

/** What a church has until it chooses: an e-mail for each application, the board's decline wording. */
export const DEFAULT_CHURCH_SETTINGS: Readonly<ChurchSettings> = {
  applicationEmails: 'each',
  declineTemplate: null,
};

/** Only the settings this save gives a value (null included: it resets the template). */
export function givenSettings(data: ChurchProfileData): Partial<ChurchSettings> {
  return {
    ...(data.applicationEmails === undefined ? {} : { applicationEmails: data.applicationEmails }),
    ...(data.declineTemplate === undefined ? {} : { declineTemplate: data.declineTemplate }),
  };
}

/** The settings after this save: the values it gives, `current` (the defaults when new) for the rest. */
export function settingsAfterSave(
  data: ChurchProfileData,
  current: ChurchSettings = DEFAULT_CHURCH_SETTINGS,
): ChurchSettings {
  return {
    applicationEmails: current.applicationEmails,
    declineTemplate: current.declineTemplate,
    ...givenSettings(data),
  };
}
