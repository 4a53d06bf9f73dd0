// Save / Saved: keeps a position on this device for the 'Saved' page (readable offline, and after
// the position left the list). A toggle button: aria-pressed says whether it is saved.
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useState } from 'react';
import type { PositionCard, PositionDetail } from '../../../shared/types';
import { button } from '../../../styled-system/recipes';
import { setPositionSaved } from '../../offline/use-saved-positions';
import { showToast } from '../../ui/toast';

/** The toggle for one position; `saved` is undefined until the saved list has been read. */
export function SavePositionButton({
  position,
  saved,
  describedBy,
}: {
  position: PositionCard | PositionDetail;
  saved: boolean | undefined;
  /** The id of the position's title, when the button sits on a card among others. */
  describedBy?: string;
}) {
  const [busy, setBusy] = useState(false);
  const pressed = saved === true;
  const toggle = () => {
    setBusy(true);
    setPositionSaved(position, !pressed)
      .catch(() =>
        showToast({
          title: pressed ? 'Could not unsave the position' : 'Could not save the position',
          description: 'This browser did not let the job board store it. Check its storage space.',
          variant: 'destructive',
        }),
      )
      .finally(() => setBusy(false));
  };
  const Icon = pressed ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      className={button({ variant: pressed ? 'accent' : 'ghost', size: 'sm' })}
      aria-pressed={pressed}
      aria-label={pressed ? 'Saved' : `Save ${position.title}`}
      aria-describedby={pressed ? describedBy : undefined}
      disabled={saved === undefined || busy}
      onClick={toggle}
    >
      <Icon size={16} aria-hidden />
      {pressed ? 'Saved' : 'Save'}
    </button>
  );
}
