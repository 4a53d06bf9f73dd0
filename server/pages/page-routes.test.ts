import { describe, expect, it } from 'vitest';
import { isPrivatePath, matchPage } from './page-routes';

describe('matchPage', () => {
  it.each([
    ['/', { kind: 'home' }],
    ['/jobs', { kind: 'jobs' }],
    ['/jobs/', { kind: 'jobs' }],
    ['/jobs/abc-123', { kind: 'position', id: 'abc-123' }],
    ['/jobs/abc-123/', { kind: 'position', id: 'abc-123' }],
    ['/jobs/a%20b', { kind: 'position', id: 'a b' }],
    ['/jobs/%E0%A4%A', { kind: 'position', id: '' }],
    [`/jobs/${'x'.repeat(201)}`, { kind: 'position', id: '' }],
    ['/jobs/abc/apply', { kind: 'other' }],
    ['/church', { kind: 'private' }],
    ['/church/dashboard', { kind: 'private' }],
    ['/admin/dashboard', { kind: 'private' }],
    ['/application-status/token', { kind: 'private' }],
    ['/login', { kind: 'private' }],
    ['/select-role', { kind: 'private' }],
    ['/reset-password', { kind: 'private' }],
    ['/outbox', { kind: 'private' }],
    ['/saved', { kind: 'private' }],
    ['/my-applications', { kind: 'private' }],
    ['/no-such-page', { kind: 'other' }],
    ['/churches', { kind: 'other' }],
  ])('%s', (path, expected) => {
    expect(matchPage(path)).toEqual(expected);
  });

  it('reads private paths with robots.txt prefix rules', () => {
    expect(isPrivatePath('/login-help')).toBe(true);
    expect(isPrivatePath('/admin')).toBe(true);
    expect(isPrivatePath('/administrator')).toBe(false);
  });
});
