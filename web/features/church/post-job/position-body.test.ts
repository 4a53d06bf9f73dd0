import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { APPLY_BY_PAST, positionInputSchema } from '../../../../shared/schemas/position';
import {
  editedPositionData,
  emptyPositionForm,
  localToday,
  positionBody,
  positionFormSchema,
  positionFormValues,
} from './position-body';

const description = 'A'.repeat(50);

describe('the post-position body', () => {
  it('starts part-time and permanent', () => {
    expect(emptyPositionForm()).toMatchObject({
      positionType: 'part-time',
      employmentType: 'permanent',
    });
  });

  it("adds the profile's id, sends blanks as null and never id, status or approved", () => {
    const body = positionBody(
      { ...emptyPositionForm(), title: ' Youth Pastor ', description, contactEmail: '' },
      'profile-1',
    );
    expect(body).toMatchObject({
      churchProfileId: 'profile-1',
      title: 'Youth Pastor',
      description,
      positionType: 'part-time',
      employmentType: 'permanent',
      contactEmail: null,
      jobDescriptionUrl: null,
      anticipatedStartDate: null,
    });
    for (const key of ['id', 'status', 'approved', 'createdAt', 'updatedAt']) {
      expect(body).not.toHaveProperty(key);
    }
  });

  it("refuses what the form refuses, with the spec's messages", () => {
    const result = v.safeParse(positionInputSchema, {
      ...emptyPositionForm(),
      title: 'ab',
      description: 'short',
      contactEmail: 'nope',
    });
    expect(result.success).toBe(false);
    const messages = result.issues?.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Title must be at least 3 characters',
        'Description must be at least 50 characters',
        'Invalid email address',
      ]),
    );
  });
});

describe("the form's 'Apply by' date", () => {
  const valid = { ...emptyPositionForm(), title: 'Youth Pastor', description };

  it('is optional, and sent as null when left empty', () => {
    expect(v.safeParse(positionFormSchema, valid).success).toBe(true);
    expect(positionBody(valid, 'profile-1').applyBy).toBeNull();
  });

  it('refuses a day that is over everywhere, with the shared message, under the field', () => {
    const result = v.safeParse(positionFormSchema, { ...valid, applyBy: '2020-01-01' });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['applyBy', APPLY_BY_PAST],
    ]);
  });

  it('takes today and later days', () => {
    expect(v.safeParse(positionFormSchema, { ...valid, applyBy: localToday() }).success).toBe(true);
    expect(positionBody({ ...valid, applyBy: '2099-12-31' }, 'p').applyBy).toBe('2099-12-31');
  });

  it('refuses what is not a date', () => {
    expect(v.safeParse(positionFormSchema, { ...valid, applyBy: '2026-02-30' }).success).toBe(
      false,
    );
  });
});

describe("an edit's values", () => {
  it('start from the position text with blanks for nothing, and go back as the same text', () => {
    const data = editedPositionData({
      ...emptyPositionForm(),
      title: 'Youth Pastor',
      description,
      applyBy: '2099-01-31',
      jobDescriptionUrl: 'https://files.test/jd.pdf',
    });
    expect(data).not.toHaveProperty('churchProfileId');
    expect(data).toMatchObject({ applyBy: '2099-01-31', contactEmail: null });
    const values = positionFormValues(data);
    expect(values).toMatchObject({
      contactEmail: '',
      applyBy: '2099-01-31',
      title: 'Youth Pastor',
    });
    expect(editedPositionData(values)).toEqual(data);
  });
});
