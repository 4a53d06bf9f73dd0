import * as v from 'valibot';
import {
  BULK_APPROVE_MAX,
  CHURCH_CLOSE_REASONS,
  DECLINE_NOTE_MAX_LENGTH,
  DECLINE_REASONS,
  EMPLOYMENT_TYPES,
  POSITION_TYPES,
} from '../constants';
import { isCalendarDate } from '../rules';
import { MUST_BE_TEXT, optionalText, requiredText } from './fields';

/** The post-position form; the client never sends id, status or approved. */
export const positionInputSchema = v.object({
  churchProfileId: v.optional(v.nullable(v.string(MUST_BE_TEXT))),
  title: requiredText('Title must be at least 3 characters', 3, 200),
  description: requiredText('Description must be at least 50 characters', 50, 20000),
  positionType: v.optional(
    v.picklist(POSITION_TYPES, 'Position type must be full-time or part-time'),
    'part-time',
  ),
  employmentType: v.pipe(
    v.optional(
      v.nullable(
        v.picklist([...EMPLOYMENT_TYPES, ''], 'Employment type must be internship or permanent'),
      ),
      'permanent',
    ),
    v.transform((value) => (value == null || value === '' ? 'permanent' : value)),
  ),
  jobDescriptionUrl: optionalText(2000),
  contactPerson: optionalText(200),
  contactEmail: v.pipe(
    v.optional(v.nullable(v.string(MUST_BE_TEXT)), ''),
    v.transform((value) => (value ?? '').trim()),
    v.union(
      [v.literal(''), v.pipe(v.string(), v.email('Invalid email address'))],
      'Invalid email address',
    ),
    v.transform((value) => (value === '' ? null : value)),
  ),
  contactPhone: optionalText(40),
  anticipatedStartDate: optionalText(100),
  qualifications: optionalText(10000),
  responsibilities: optionalText(10000),
  compensation: optionalText(2000),
  additionalInfo: optionalText(10000),
  /** 'Apply by': a calendar date; whether it is still to come is the server's check (it knows now). */
  applyBy: v.pipe(
    optionalText(10),
    v.check(
      (value) => value === null || isCalendarDate(value),
      'Apply by must be a date (YYYY-MM-DD)',
    ),
  ),
});

/** A position as the church's form sends it. */
export type PositionInput = v.InferInput<typeof positionInputSchema>;
/** A position's fields after validation. */
export type PositionData = Omit<v.InferOutput<typeof positionInputSchema>, 'churchProfileId'>;

/** Message when an 'Apply by' date has already passed everywhere. */
export const APPLY_BY_PAST = 'Apply by must be today or a later date';

/** Body of POST /api/positions/{id}/close. */
export const closePositionInputSchema = v.object({
  reason: v.picklist(CHURCH_CLOSE_REASONS, "Choose why: 'Filled' or 'No longer hiring'"),
});

/** Body of POST /api/admin/positions/{id}/decline: a reason from the list; 'other' needs a note. */
export const declinePositionInputSchema = v.pipe(
  v.object({
    reason: v.picklist(DECLINE_REASONS, 'Choose a reason for declining'),
    note: optionalText(DECLINE_NOTE_MAX_LENGTH),
  }),
  v.forward(
    v.check(
      (input) => input.reason !== 'other' || input.note !== null,
      "Say why in the note when the reason is 'Other'",
    ),
    ['note'],
  ),
);

/** Said when an approval finds the position changed since the admin opened it (412). */
export const CHANGED_SINCE_REVIEW =
  'This position changed since you opened it. Review the new text before approving.';

/** Said when a position to approve does not name its id and the version the admin reviewed. */
export const REVIEWED_VERSION_REQUIRED =
  'Each position to approve needs its id and the version you reviewed. Reload the dashboard and try again.';

/** One position of a bulk approval: its id and the version the admin reviewed (its `version`). */
export const reviewedPositionSchema = v.object(
  {
    id: v.string(MUST_BE_TEXT),
    version: v.pipe(
      v.number(REVIEWED_VERSION_REQUIRED),
      v.safeInteger(REVIEWED_VERSION_REQUIRED),
      v.minValue(1, REVIEWED_VERSION_REQUIRED),
    ),
  },
  REVIEWED_VERSION_REQUIRED,
);

/** Body of POST /api/admin/positions/bulk-approve: each position with the version reviewed. */
export const bulkApproveInputSchema = v.object(
  {
    positions: v.pipe(
      v.array(reviewedPositionSchema, 'Choose the positions to approve'),
      v.minLength(1, 'Choose the positions to approve'),
      v.maxLength(BULK_APPROVE_MAX, `Approve at most ${BULK_APPROVE_MAX} positions at once`),
    ),
  },
  'Choose the positions to approve',
);

/** A position of a bulk approval, as the admin's screen sends it. */
export type ReviewedPosition = v.InferOutput<typeof reviewedPositionSchema>;
