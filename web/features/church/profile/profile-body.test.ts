import { describe, expect, it } from 'vitest';
import { profileBody, profileFormValues } from './profile-body';

describe('the church profile body', () => {
  it('prefills from a profile, blanks for a new one', () => {
    expect(profileFormValues(null).churchName).toBe('');
    const values = profileFormValues({ churchName: 'Grace', website: null, location: 'Town' });
    expect(values).toMatchObject({ churchName: 'Grace', website: '', location: 'Town' });
  });

  it("starts with an e-mail for each application and the board's decline wording", () => {
    expect(profileFormValues(null)).toMatchObject({
      applicationEmails: 'each',
      declineTemplate: '',
    });
    const kept = profileFormValues({
      churchName: 'Grace',
      applicationEmails: 'daily',
      declineTemplate: 'Dear {name}, thank you.',
    });
    expect(kept).toMatchObject({
      applicationEmails: 'daily',
      declineTemplate: 'Dear {name}, thank you.',
    });
  });

  it("sends the e-mail choice, and an empty decline e-mail as null (the board's wording)", () => {
    const base = { ...profileFormValues(null), churchName: 'Grace', location: 'Town' };
    const chosen = profileBody(
      { ...base, applicationEmails: 'none', declineTemplate: '  Dear {name},\nno.  ' },
      'u1',
      null,
    );
    expect(chosen).toMatchObject({
      applicationEmails: 'none',
      declineTemplate: 'Dear {name},\nno.',
    });
    const blank = profileBody({ ...base, declineTemplate: '   ' }, 'u1', null);
    expect(blank).toMatchObject({ applicationEmails: 'each', declineTemplate: null });
  });

  it('refuses a decline e-mail over its length', () => {
    const base = { ...profileFormValues(null), churchName: 'Grace', location: 'Town' };
    expect(() => profileBody({ ...base, declineTemplate: 'x'.repeat(2001) }, 'u1', null)).toThrow();
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
      applicationEmails: 'each',
      declineTemplate: null,
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
