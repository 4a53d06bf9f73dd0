import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { APPLICATION_NOTE_MAX_LENGTH, APPLICATION_STATUSES } from '../constants';
import { applicationNoteInputSchema, applicationStatusInputSchema } from './application-review';

function messages(result: v.SafeParseResult<v.GenericSchema>): string[] {
  return result.success ? [] : result.issues.map((issue) => issue.message);
}

describe('application status schema', () => {
  it('accepts every status of the pipeline', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(v.parse(applicationStatusInputSchema, { status })).toEqual({ status });
    }
  });

  it('refuses anything else with the words the church knows', () => {
    for (const status of ['new', 'Reviewed', '', 3, null]) {
      expect(messages(v.safeParse(applicationStatusInputSchema, { status }))).toEqual([
        'Status must be one of pending (New), reviewed, contacted, declined or hired',
      ]);
    }
  });
});

describe('application note schema', () => {
  it('trims the text', () => {
    expect(v.parse(applicationNoteInputSchema, { text: '  Called on Monday. ' })).toEqual({
      text: 'Called on Monday.',
    });
  });

  it('refuses an empty note, a note past the limit and what is not text', () => {
    expect(messages(v.safeParse(applicationNoteInputSchema, { text: '   ' }))).toEqual([
      'Note is required',
    ]);
    expect(messages(v.safeParse(applicationNoteInputSchema, {}))).toEqual(['Note is required']);
    const long = 'x'.repeat(APPLICATION_NOTE_MAX_LENGTH + 1);
    expect(messages(v.safeParse(applicationNoteInputSchema, { text: long }))).toEqual([
      `Must be at most ${APPLICATION_NOTE_MAX_LENGTH} characters`,
    ]);
    expect(
      v.parse(applicationNoteInputSchema, { text: 'x'.repeat(APPLICATION_NOTE_MAX_LENGTH) }).text,
    ).toHaveLength(APPLICATION_NOTE_MAX_LENGTH);
    expect(messages(v.safeParse(applicationNoteInputSchema, { text: 42 }))).toEqual([
      'Must be text',
    ]);
  });
});
