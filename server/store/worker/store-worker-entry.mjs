// The store worker's entry. The server runs its TypeScript sources through tsx, and a worker thread
// does not inherit the loader of the thread that starts it, so this plain module registers tsx in
// the new thread before loading the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./store-worker.ts');
