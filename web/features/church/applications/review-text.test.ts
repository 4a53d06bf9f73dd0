import { describe, expect, it } from 'vitest';
import { DEFAULT_DECLINE_TEMPLATE } from '../../../../shared/constants';
import { fillDeclineTemplate } from './review-text';

describe('the decline e-mail', () => {
  it('fills in the name, the position and the church everywhere they appear', () => {
    const text = fillDeclineTemplate(DEFAULT_DECLINE_TEMPLATE, {
      name: 'Jane Doe',
      position: 'Youth Pastor',
      church: 'Grace Chapel',
    });
    expect(text).toContain('Dear Jane Doe,');
    expect(text).toContain('Thank you for applying to Youth Pastor at Grace Chapel.');
    expect(text.endsWith('Grace Chapel')).toBe(true);
    expect(text).not.toMatch(/\{(name|position|church)\}/);
  });

  it('leaves what the values themselves contain as they are', () => {
    expect(
      fillDeclineTemplate('{name} / {church} / {other}', {
        name: 'Ann {church}',
        position: 'P',
        church: 'C',
      }),
    ).toBe('Ann {church} / C / {other}');
  });
});
