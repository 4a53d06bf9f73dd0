import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { positionInputSchema } from '../../../../shared/schemas/position';
import { emptyPositionForm, positionBody } from './position-body';

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
