import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting-name';

describe('greetingName', () => {
  it('uses the first name, else the e-mail', () => {
    expect(greetingName({ firstName: ' Grace ', email: 'g@x.test' })).toBe('Grace');
    expect(greetingName({ firstName: '', email: 'g@x.test' })).toBe('g@x.test');
    expect(greetingName({ firstName: null, email: 'g@x.test' })).toBe('g@x.test');
  });
});
