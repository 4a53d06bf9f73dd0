import { describe, expect, it } from 'vitest';
import { differingFields } from '../../../../shared/field-spec';
import { chooseAll, keepsAllCurrent, mergeVersions } from './field-diff';

const fields = ['title', 'description', 'applyBy', 'contactEmail'] as const;
const mine = {
  title: 'Youth Pastor',
  description: 'Lead the youth on Wednesdays.',
  applyBy: '2026-06-30',
  contactEmail: null,
};
const theirs = {
  title: 'Youth Pastor (part-time)',
  description: 'Lead the youth on Wednesdays.',
  applyBy: null,
  contactEmail: '',
};

describe('two versions field by field', () => {
  it('lists only the fields that differ, in the given order', () => {
    expect(differingFields(mine, theirs, fields)).toEqual(['title', 'applyBy']);
  });

  it('takes blank text, null and absent as the same nothing, and ignores outer spaces', () => {
    expect(differingFields({ a: '  x ', b: '' }, { a: 'x' }, ['a', 'b'])).toEqual([]);
  });

  it('keeps yours unless you chose the current value of a field', () => {
    expect(mergeVersions(mine, theirs, {})).toEqual(mine);
    expect(mergeVersions(mine, theirs, { title: 'theirs', applyBy: 'mine' })).toEqual({
      ...mine,
      title: 'Youth Pastor (part-time)',
    });
    expect(mergeVersions(mine, theirs, chooseAll(['title', 'applyBy'], 'theirs'))).toMatchObject({
      title: 'Youth Pastor (part-time)',
      applyBy: null,
      description: 'Lead the youth on Wednesdays.',
    });
  });

  it('knows when every difference was settled in favour of the current version', () => {
    const differing = differingFields(mine, theirs, fields);
    expect(keepsAllCurrent(differing, chooseAll(differing, 'theirs'))).toBe(true);
    expect(keepsAllCurrent(differing, { title: 'theirs' })).toBe(false);
    // Nothing differs (only the status moved on): saving again is still the church's own edit.
    expect(keepsAllCurrent([], {})).toBe(false);
  });
});
