// Fixed-window counters per key: enough to stop a script flooding the board from one address, or
// guessing one account's password. One interface, two homes: in memory (a SQLite board is one
// process), or in the store when the store is shared by several instances (MongoDB), so that they
// count together (docs/decisions/0034-limits-leases-and-claims-across-instances.md).
//
// In memory:
// Memory stays bounded without scanning every key: all windows of one limiter have the same length,
// so they expire in the order they were opened. A queue keeps them in that order (a window that
// restarts is queued again at the end), expired windows are dropped from its front, and past
// `maxKeys` the oldest window is evicted. (The queue is an array with a moving head rather than the
// Map's own order: after many deletions at its front, a Map's first entry is found only by
// skipping every deleted slot, a scan per hit.)
import { isIPv6 } from 'node:net';

interface Window {
  key: string;
  count: number;
  resetAt: number;
}

/** Keys a limiter keeps at most by default: some 20 MB under a flood of distinct keys. */
export const DEFAULT_MAX_KEYS = 100_000;

/**
 * Counts hits per key within a window. A refused hit is not counted: only allowed hits fill the
 * window, and only those can be given back.
 */
export interface RateLimiter {
  /** Counts a hit when the window has room: 0 then, else the seconds until the window ends. */
  hit(key: string): Promise<number>;
  /** Gives back one counted hit of the key's current window (an attempt that turned out not to count). */
  undo(key: string): Promise<void>;
}

/** The counters of one process, for a store only one process uses (SQLite). */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();
  /** Every live window once, oldest first, from `head` on (entries before it are spent). */
  private queue: Window[] = [];
  private head = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys: number = DEFAULT_MAX_KEYS,
  ) {}

  /** How many keys are held now (for tests and metrics). */
  get size(): number {
    return this.windows.size;
  }

  /** The keys held, oldest window first (for tests). */
  keys(): string[] {
    return this.queue
      .slice(this.head)
      .filter((w) => this.windows.get(w.key) === w)
      .map((w) => w.key);
  }

  hit(key: string): Promise<number> {
    return Promise.resolve(this.hitNow(key));
  }

  undo(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.count > 0 && window.resetAt > this.now()) window.count -= 1;
    return Promise.resolve();
  }

  /** Counts the hit when there is room; 0 when allowed, else the seconds until the window resets. */
  private hitNow(key: string): number {
    const now = this.now();
    this.dropExpired(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      // (An expired window is still held only after the clock went back: its queue entry is left
      // as spent, and the new window queued at the end.)
      if (!window) while (this.windows.size >= this.maxKeys && this.evictOldest());
      window = { key, count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
      this.queue.push(window);
    }
    if (window.count >= this.limit) return this.secondsLeft(window, now);
    window.count += 1;
    return 0;
  }

  private secondsLeft(window: Window, now: number): number {
    return Math.max(1, Math.ceil((window.resetAt - now) / 1000));
  }

  /** Drops expired windows from the front; stops at the first live one (all later ones are newer). */
  private dropExpired(now: number): void {
    while (this.head < this.queue.length) {
      const oldest = this.queue[this.head];
      if (oldest === undefined || oldest.resetAt > now) break;
      this.shift();
    }
    this.compact();
  }

  /** Evicts the oldest window; false when there is none. */
  private evictOldest(): boolean {
    if (this.head >= this.queue.length) return false;
    this.shift();
    this.compact();
    return true;
  }

  /** Removes the queue's front window (and its key, unless the key has a newer window since). */
  private shift(): void {
    const oldest = this.queue[this.head];
    this.head += 1;
    if (oldest !== undefined && this.windows.get(oldest.key) === oldest) {
      this.windows.delete(oldest.key);
    }
  }

  /** Drops the spent front of the queue once it is half of it: amortised O(1) per window. */
  private compact(): void {
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
  }
}

/**
 * The key of a client address: IPv4 as is (also when written as IPv4-mapped IPv6), IPv6 by its /64
 * network, since one household or server is given a whole /64 and could take a new address per request.
 */
export function clientKey(address: string): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Says when to try again, in minutes, for a 429's message. */
export function inMinutes(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
