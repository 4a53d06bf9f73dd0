// The student's status link asked (GET /api/application-status/{token}), with what its answer
// means for this device: a status is kept with the application, for reading offline; a 404 (the
// link leads nowhere: withdrawn, deleted under retention) forgets the application. The status page
// and 'My applications' both ask through here.
import { api } from '../../shared/api-routes';
import type { ApplicationStatusView } from '../../shared/types';
import { ApiError, apiRequest } from '../lib/api-client';
import { forgetMyApplication, keepStatusView } from './my-applications';

function keepWarning(error: unknown): void {
  console.warn('Could not keep the application on this device:', error);
}

/** The application's status, kept on the device; rejects as the request did (a 404 forgotten). */
export async function askApplicationStatus(token: string): Promise<ApplicationStatusView> {
  try {
    const view = await apiRequest<ApplicationStatusView>('GET', api.applicationStatus(token));
    keepStatusView(token, view).catch(keepWarning);
    return view;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      forgetMyApplication(token).catch(keepWarning);
    }
    throw error;
  }
}
