import { describe, expect, it } from 'vitest';
import { profileBody, profileFormValues } from './profile-body';

describe('the church profile body', () => {
  it('prefills from a profile, blanks for a new one', () => {
    expect(profileFormValues(null).churchName).toBe('');
    const values = profileFormValues({ churchName: 'Grace', website: null, location: 'Town' });
    expect(values).toMatchObject({ churchName: 'Grace', website: '', location: 'Town' });
  });

  it('adds https:// to a website without a scheme, sends blanks as null and keeps the logo', () => {
    const body = profileBody(
      { ...profileFormValues(null), churchName: ' Grace ', location: 'Town', website: 'grace.org' },
      'u1',
      'https://grace.org/logo.png',
    );
    expect(body).toEqual({
      userId: 'u1',
      churchName: 'Grace',
      location: 'Town',
      website: 'https://grace.org',
      denomination: null,
      contactPhone: null,
      description: null,
      logoUrl: 'https://grace.org/logo.png',
    });
  });

  it('drops a stored logo that is not an https:// address, so the church can still save', () => {
    for (const old of ['/logo.png', 'http://grace.org/logo.png']) {
      const body = profileBody(
        { ...profileFormValues(null), churchName: 'Grace', location: 'Town' },
        'u1',
        old,
      );
      expect(body.logoUrl).toBeNull();
    }
  });
});
