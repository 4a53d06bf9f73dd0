import * as v from 'valibot';
import { ARCHIVE_AFTER_DAYS, ROLES } from '../constants';

/** Body of POST /api/auth/select-role. */
export const selectRoleInputSchema = v.object({
  role: v.picklist(ROLES, 'Role must be church or admin'),
});

/** Body of POST /api/admin/archive-old. */
export const archiveInputSchema = v.object({
  daysOld: v.optional(
    v.pipe(
      v.number('Days must be a number'),
      v.integer('Days must be a whole number'),
      v.minValue(1, 'Days must be at least 1'),
      v.maxValue(3650, 'Days must be at most 3650'),
    ),
    ARCHIVE_AFTER_DAYS,
  ),
});
