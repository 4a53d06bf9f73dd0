// Share: a phone's own share sheet (the Web Share API) with the position's title and address, so a
// student sends it on in the app they chat in; where the browser has none (most desktops), the
// address is copied and a toast says so. The address is the page's own on this site.
import { Share2 } from 'lucide-react';
import type { PositionCard } from '../../../shared/types';
import { button } from '../../../styled-system/recipes';
import { showToast } from '../../ui/toast';

/** What a share says: the title, with the church's name when there is one. */
function shareTitle(position: Pick<PositionCard, 'title' | 'church'>): string {
  return position.church ? `${position.title} at ${position.church.churchName}` : position.title;
}

/** Copies `url`; a toast says whether it worked, and shows the address to copy by hand if not. */
async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    showToast({ title: 'Link copied', description: 'Paste it anywhere to share this position.' });
  } catch {
    showToast({
      title: 'Could not copy the link',
      description: `Copy this address instead: ${url}`,
      variant: 'destructive',
    });
  }
}

/** Shares the position: the share sheet where there is one, else its link copied. */
export async function sharePosition(position: Pick<PositionCard, 'id' | 'title' | 'church'>) {
  const url = new URL(`/jobs/${encodeURIComponent(position.id)}`, window.location.origin).href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: shareTitle(position), url });
      return;
    } catch (error) {
      // Closing the sheet is the student's choice: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // A sheet that cannot open (no app to share to, a permission policy): the link instead.
    }
  }
  await copyLink(url);
}

/** The Share button of a position's page. */
export function SharePositionButton({
  position,
}: {
  position: Pick<PositionCard, 'id' | 'title' | 'church'>;
}) {
  return (
    <button
      type="button"
      className={button({ variant: 'ghost', size: 'sm' })}
      aria-label={`Share ${position.title}`}
      onClick={() => void sharePosition(position)}
    >
      <Share2 size={16} aria-hidden />
      Share
    </button>
  );
}
