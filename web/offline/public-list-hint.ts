// One bit kept outside IndexedDB, readable before Dexie has loaded: whether this browser has
// cached the public list. Without it the first visit fetches the list at once and renders it;
// with it the list renders from the cache and is then revalidated with its ETag.
const KEY = 'job-board:public-list-cached';

/** True once the public list has been cached in this browser. */
export function hasCachedPublicList(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false; // storage blocked: behave like a first visit
  }
}

/** Records that the public list is cached. */
export function markPublicListCached(): void {
  try {
    window.localStorage.setItem(KEY, '1');
  } catch {
    // storage blocked: every visit behaves like the first, which still works
  }
}
