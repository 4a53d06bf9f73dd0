// Tells the user when this device could not keep the job board's data: storage full, or saved data
// cleared by the browser. Starts the storage checks (persistent storage, cleared data) on mount.
import { HardDrive, X } from 'lucide-react';
import { useEffect } from 'react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import {
  dismissStorageProblem,
  startStorageStatus,
  useStorageStatus,
  type StorageProblem,
} from '../../lib/storage-status';
import { noticeBar } from '../../ui/notice-bar';

const MESSAGES: Record<StorageProblem, string> = {
  full: "This device's storage is full, so the job board could not save your last change here. Free up some space on the device, then try again.",
  cleared:
    "Saved data on this device was cleared by the browser: positions you saved are gone. The job list is downloaded again when you're online.",
  'cleared-outbox':
    "Saved data on this device was cleared by the browser: positions you saved and anything that was waiting to be sent are gone. The job list is downloaded again when you're online.",
};

const icon = css({ flexShrink: 0, color: 'destructive.text' });
const text = css({ maxWidth: '48rem' });

/** The storage notice, when there is something to say. */
export default function StorageNotice() {
  const { problem } = useStorageStatus();
  useEffect(startStorageStatus, []);
  if (!problem) return null;
  return (
    <div role="alert" className={noticeBar({ tone: 'problem' })}>
      <HardDrive size={18} className={icon} aria-hidden />
      <span className={text}>{MESSAGES[problem]}</span>
      <button
        type="button"
        className={button({ variant: 'ghost', size: 'icon' })}
        onClick={dismissStorageProblem}
        aria-label="Dismiss"
      >
        <X size={16} aria-hidden />
      </button>
    </div>
  );
}
