// scrypt hashes: the encoded format, verification, and tolerance of damaged hashes.
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';

describe('password hashing', () => {
  it('encodes scrypt$N$r$p$salt$hash with a fresh salt each time', async () => {
    const first = await hashPassword('correct horse battery staple');
    const second = await hashPassword('correct horse battery staple');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('treats damaged or foreign hashes as a mismatch, without throwing', async () => {
    const hash = await hashPassword('pw123456');
    for (const damaged of [
      '',
      'bcrypt$x',
      hash.replace('scrypt', 'argon2'),
      hash.replace('$16384$', '$99999999$'),
      hash.split('$').slice(0, 5).join('$'),
    ]) {
      expect(await verifyPassword('pw123456', damaged)).toBe(false);
    }
  });

  it('runs a full dummy verification for unknown accounts', async () => {
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
