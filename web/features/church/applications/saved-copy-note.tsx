// When a review screen shows the copy kept on this device (the server cannot be reached), the
// date of that copy. The app's offline bar already says that changes are kept and sent later.
import { History } from 'lucide-react';
import { css } from '../../../../styled-system/css';
import { momentText } from '../../../../shared/dates';

const note = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  mb: '4',
  color: 'fg.muted',
  fontSize: 'sm',
});

/** 'Saved on this device on {date}'. */
export function SavedCopyNote({ savedAt }: { savedAt: number }) {
  return (
    <p className={note}>
      <History size={16} aria-hidden />
      Saved on this device on {momentText(savedAt)}.
    </p>
  );
}
