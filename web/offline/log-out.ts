// Logging out lives with the offline layer: it removes the church's data kept on this device.
import { api } from '../../shared/api-routes';

/** How long logging out waits for the device's copy to be removed before leaving anyway. */
const FORGET_TIMEOUT_MS = 3_000;

/**
 * Logs out: removes the church's data kept on this device (its queued edits stay, held for it),
 * then navigates to the server's logout, which ends the session and starts the app afresh. A device
 * whose storage fails or hangs is still logged out. Dexie is loaded only now, never on first render.
 */
export async function logOut(
  navigate: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  const forget = import('./church-cache').then(({ churchCacheDb, forgetChurchData }) =>
    forgetChurchData(churchCacheDb()),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FORGET_TIMEOUT_MS);
  });
  try {
    await Promise.race([forget, timeout]);
  } catch (error) {
    console.warn('Removing the church data from this device failed:', error);
  } finally {
    clearTimeout(timer);
  }
  navigate(api.logout);
}
