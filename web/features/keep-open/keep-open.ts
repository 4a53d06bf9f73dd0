// Using a 'Keep open' link: POST /api/keep-open/{token}, once. Online only: the link comes from an
// e-mail, and a church that is offline is told so rather than left with a write it cannot see.
import { api } from '../../../shared/api-routes';
import type { KeepOpenPreview } from '../../../shared/types';
import { ApiError, apiRequest, onePressKey } from '../../lib/api-client';
import { failureMessage } from '../../ui/form/server-field-errors';

/** What became of the press. */
export type KeepOpenResult =
  | { type: 'kept'; preview: KeepOpenPreview }
  /** 410: the link was used meanwhile (another press, another device) or it expired. */
  | { type: 'gone' }
  | { type: 'failed'; message: string };

/** Extends the position by its link. */
export async function keepOpen(token: string): Promise<KeepOpenResult> {
  try {
    const preview = await apiRequest<KeepOpenPreview>('POST', api.keepOpen(token), {
      // Every write carries one (DESIGN.md); a press is one write.
      headers: onePressKey(),
    });
    return { type: 'kept', preview };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 410 || error.status === 404)) {
      return { type: 'gone' };
    }
    return {
      type: 'failed',
      message: failureMessage(error, 'The position could not be kept open. Please try again.'),
    };
  }
}
