// @vitest-environment happy-dom
// Sharing a position: the share sheet where the browser has one, with the title and the page's
// address on this site; closing the sheet is left alone; a sheet that cannot open, or none at all,
// copies the address instead. (Browser tests show the button, the sheet and the copy on a page.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharePosition } from './share-position-button';

const POSITION = {
  id: 'p-1',
  title: 'Worship Leader',
  church: { churchName: 'Grace Fellowship Church', location: 'Springfield', logoUrl: null },
};

let copied: string[];

beforeEach(() => {
  copied = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    clipboard: {
      writeText: (text: string) => {
        copied.push(text);
        return Promise.resolve();
      },
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const address = () => `${window.location.origin}/jobs/p-1`;

/** A share sheet that answers with `answer`; returns what it was given. */
function shareSheet(answer: () => Promise<void>): ShareData[] {
  const given: ShareData[] = [];
  Object.assign(navigator, {
    share: (data: ShareData) => {
      given.push(data);
      return answer();
    },
  });
  return given;
}

describe('sharePosition', () => {
  it("hands the share sheet the title with the church's name, and the page's address", async () => {
    const given = shareSheet(() => Promise.resolve());
    await sharePosition(POSITION);
    expect(given).toEqual([{ title: 'Worship Leader at Grace Fellowship Church', url: address() }]);
    expect(copied).toEqual([]);
  });

  it('does nothing more when the student closes the sheet', async () => {
    shareSheet(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    await sharePosition(POSITION);
    expect(copied).toEqual([]);
  });

  it('copies the address when the sheet cannot open', async () => {
    shareSheet(() => Promise.reject(new DOMException('No share target', 'NotAllowedError')));
    await sharePosition(POSITION);
    expect(copied).toEqual([address()]);
  });

  it('copies the address where the browser has no share sheet', async () => {
    await sharePosition({ ...POSITION, church: null });
    expect(copied).toEqual([address()]);
  });
});
