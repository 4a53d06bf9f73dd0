// What each part of the contract suite is given: the store of the running test and its adapter.
import type { Store } from '../port';
import type { ContractTarget } from './targets';

/** The running test's fresh store (opened in beforeEach) and the adapter it came from. */
export interface ContractContext {
  readonly store: () => Store;
  readonly target: ContractTarget;
}
