import { describe, expect, it } from 'vitest';
import type { ChurchProfile } from '../../../shared/types';
import { ApiError } from '../../lib/api-client';
import { profileStateOf } from './use-church-profile';

describe('profileStateOf', () => {
  it('reads pending, found, missing (404) and failed', () => {
    expect(profileStateOf({ status: 'pending', data: undefined, error: undefined })).toEqual({
      status: 'loading',
    });
    const profile = { id: 'p1', churchName: 'Grace' } as ChurchProfile;
    expect(profileStateOf({ status: 'success', data: profile, error: undefined })).toEqual({
      status: 'ready',
      profile,
    });
    const missing = new ApiError(404, '{"message":"Church profile not found"}', null);
    expect(profileStateOf({ status: 'error', data: undefined, error: missing })).toEqual({
      status: 'missing',
    });
    const broken = new ApiError(500, 'boom', null);
    expect(profileStateOf({ status: 'error', data: undefined, error: broken })).toEqual({
      status: 'error',
      error: broken,
    });
  });
});
