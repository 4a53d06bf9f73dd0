// @vitest-environment happy-dom
// The storage notice renders what the storage status reports: a full device (the quota error the
// offline layer reports) and data cleared by the browser, each dismissible.
import 'fake-indexeddb/auto';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  checkForClearedData,
  reportStorageError,
  resetStorageStatusForTests,
  SAVED_DATA_MARKER,
} from '../../lib/storage-status';
import StorageNotice from './storage-notice';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;

beforeEach(async () => {
  localStorage.clear();
  resetStorageStatusForTests();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root.render(<StorageNotice />);
    await Promise.resolve();
  });
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const alert = () => container.querySelector('[role="alert"]');

describe('StorageNotice', () => {
  it('shows nothing while storage is fine', () => {
    expect(container.innerHTML).toBe('');
  });

  it('says the device is full when a write fails with QuotaExceededError, until dismissed', () => {
    act(() => {
      reportStorageError(new DOMException('', 'QuotaExceededError'));
    });
    expect(alert()?.textContent).toBe(
      "This device's storage is full, so the job board could not save your last change here. Free up some space on the device, then try again.",
    );

    const dismiss = container.querySelector<HTMLButtonElement>('button[aria-label="Dismiss"]');
    act(() => dismiss?.click());
    expect(alert()).toBeNull();
  });

  it('says saved data was cleared when a database the device had is gone', async () => {
    localStorage.setItem(SAVED_DATA_MARKER, JSON.stringify(['job-board-cache']));
    await act(() => checkForClearedData());
    expect(alert()?.textContent).toBe(
      "Saved data on this device was cleared by the browser: positions you saved are gone. The job list is downloaded again when you're online.",
    );
  });

  it('says what waited to be sent is gone when the outbox was cleared too', async () => {
    localStorage.setItem(
      SAVED_DATA_MARKER,
      JSON.stringify(['job-board-cache', 'job-board-outbox']),
    );
    await act(() => checkForClearedData());
    expect(alert()?.textContent).toBe(
      "Saved data on this device was cleared by the browser: positions you saved and anything that was waiting to be sent are gone. The job list is downloaded again when you're online.",
    );
  });
});
