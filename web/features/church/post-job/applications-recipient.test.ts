import { describe, expect, it } from 'vitest';
import { applicationsGoTo } from './applications-recipient';

describe('applicationsGoTo', () => {
  it("names the contact e-mail typed, else the account's", () => {
    expect(applicationsGoTo('', 'grace@church.test')).toBe(
      'Applications will be e-mailed to grace@church.test.',
    );
    expect(applicationsGoTo(null, 'grace@church.test')).toBe(
      'Applications will be e-mailed to grace@church.test.',
    );
    expect(applicationsGoTo('  ', 'grace@church.test')).toBe(
      'Applications will be e-mailed to grace@church.test.',
    );
    expect(applicationsGoTo(' hiring@grace.test ', 'grace@church.test')).toBe(
      'Applications will be e-mailed to hiring@grace.test.',
    );
  });
});
