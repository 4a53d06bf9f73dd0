// Two devices saving the church profile: with If-Match, a save from an older version is refused
// with the profile as it is now (412); without it (the specification's client), the save applies.
import { beforeEach, describe, expect, it } from 'vitest';
import { api, IF_MATCH_HEADER, ifMatchValue } from '../../shared/api-routes';
import type { ChurchProfile, ProfileConflictBody } from '../../shared/types';
import { churchWithProfile } from '../testing/fixtures';
import type { TestClient } from '../testing/http-client';
import { appPerTest } from '../testing/per-test';
import { PROFILE_EDITED_MEANWHILE } from './church.service';

const app = appPerTest();
let church: TestClient;
let profile: ChurchProfile;

beforeEach(async () => {
  ({ client: church, profile } = await churchWithProfile(app, 'grace@church.test'));
});

function save(version: number | undefined, churchName: string) {
  return church.put<ChurchProfile | ProfileConflictBody>(
    api.churchProfile,
    { churchName, location: 'Springfield' },
    { headers: version === undefined ? {} : { [IF_MATCH_HEADER]: ifMatchValue(version) } },
  );
}

describe('PUT /api/church/profile with If-Match', () => {
  it('saves from the current version and bumps it', async () => {
    const res = await save(profile.version, 'Grace Chapel');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ churchName: 'Grace Chapel', version: profile.version + 1 });
  });

  it('refuses a save from an older version with 412 and the profile as it is now', async () => {
    await save(profile.version, 'Saved on the phone');
    const late = await save(profile.version, 'Saved on the laptop');
    expect(late.status).toBe(412);
    expect(late.body).toMatchObject({
      message: PROFILE_EDITED_MEANWHILE,
      current: { churchName: 'Saved on the phone', version: profile.version + 1 },
    });
    const now = await church.get<ChurchProfile>(api.churchProfile);
    expect(now.body.churchName).toBe('Saved on the phone');
  });

  it("applies a save without If-Match, as the specification's client sends it", async () => {
    await save(profile.version, 'First');
    const res = await save(undefined, 'Second');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ churchName: 'Second' });
  });
});
