// The update prompt is offered whenever a new version waits while an older one controls the page,
// however early the browser found it: already waiting, still installing, or found later.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  activateNewVersion,
  watchForNewVersion,
  type WorkerContainer,
} from './service-worker-updates';
import { setUpdateAvailable } from '../lib/update-status';

vi.mock('../lib/update-status', () => ({ setUpdateAvailable: vi.fn() }));
const offered = vi.mocked(setUpdateAvailable);

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  install(registration: FakeRegistration) {
    registration.installing = null;
    registration.waiting = this;
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
}

function container(controlled: boolean): WorkerContainer {
  return Object.assign(new EventTarget(), {
    controller: controlled ? ({} as ServiceWorker) : null,
  });
}

const asRegistration = (fake: FakeRegistration) => fake as unknown as ServiceWorkerRegistration;

beforeEach(() => {
  offered.mockClear();
});

describe('watchForNewVersion', () => {
  it('offers a version that was already waiting', () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    watchForNewVersion(asRegistration(registration), container(true));
    expect(offered).toHaveBeenCalledOnce();
  });

  it('offers a version that was still installing when the page registered, once installed', () => {
    const registration = new FakeRegistration();
    const worker = new FakeWorker();
    registration.installing = worker;
    watchForNewVersion(asRegistration(registration), container(true));
    expect(offered).not.toHaveBeenCalled();
    worker.install(registration);
    expect(offered).toHaveBeenCalledOnce();
  });

  it('offers a version found later', () => {
    const registration = new FakeRegistration();
    watchForNewVersion(asRegistration(registration), container(true));
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.install(registration);
    expect(offered).toHaveBeenCalledOnce();
  });

  it('offers nothing on the first installation (no older version controls the page)', () => {
    const registration = new FakeRegistration();
    const worker = new FakeWorker();
    registration.installing = worker;
    watchForNewVersion(asRegistration(registration), container(false));
    worker.install(registration);
    expect(offered).not.toHaveBeenCalled();
  });
});

describe('activateNewVersion', () => {
  it('asks the waiting version to take over and reloads once it controls the page', () => {
    const registration = new FakeRegistration();
    const worker = new FakeWorker();
    registration.waiting = worker;
    const workers = container(true);
    const reload = vi.fn();
    activateNewVersion(asRegistration(registration), workers, reload);
    expect(worker.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    workers.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('just reloads when another tab already switched', () => {
    const reload = vi.fn();
    activateNewVersion(asRegistration(new FakeRegistration()), container(true), reload);
    expect(reload).toHaveBeenCalledOnce();
  });
});
