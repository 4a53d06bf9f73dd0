// Every method of the store port, by repository. A store hosted in a worker thread is reached
// through this table: the main thread builds its proxy from it and the worker refuses anything not
// in it. The type makes the table exhaustive, so a method added to the port must be added here.
import type { Store } from '../port';

/** The store's repositories (everything but its kind, ping and close). */
export type Repositories = Omit<Store, 'kind' | 'ping' | 'close'>;
export type RepositoryName = keyof Repositories;

type MethodTable = {
  readonly [R in RepositoryName]: { readonly [M in keyof Repositories[R]]: true };
};

export const STORE_METHODS: MethodTable = {
  users: {
    create: true,
    findById: true,
    findByEmail: true,
    findByOidcSubject: true,
    update: true,
    setRoleOnce: true,
    delete: true,
  },
  sessions: { get: true, set: true, destroy: true, deleteExpired: true },
  churches: { findByUserId: true, findById: true, upsertForUser: true },
  positions: {
    create: true,
    findById: true,
    findDetail: true,
    listPublic: true,
    listByChurch: true,
    listAll: true,
    approve: true,
    delete: true,
    archiveCreatedBefore: true,
    statsForChurch: true,
    publicListVersion: true,
  },
  applications: { create: true, findById: true, listByPosition: true, findByResumeUrl: true },
  idempotency: { begin: true, complete: true, release: true, deleteCreatedBefore: true },
  tokens: { create: true, consume: true, deleteForUser: true },
  mail: { enqueue: true, claimDue: true, markSent: true, markFailed: true },
  jobs: { claim: true },
  uploads: {
    create: true,
    find: true,
    unclaimedBytesSince: true,
    markReceived: true,
    claim: true,
    release: true,
    forgetUsedBy: true,
    listUnclaimedBefore: true,
    deleteUnclaimed: true,
    referencedKeys: true,
  },
};

/** Whether `repository.method` names a method of the port (and not, say, `constructor`). */
export function isStoreMethod(repository: string, method: string): repository is RepositoryName {
  return (
    Object.hasOwn(STORE_METHODS, repository) &&
    Object.hasOwn(STORE_METHODS[repository as RepositoryName], method)
  );
}
