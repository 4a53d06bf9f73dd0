// The messages around an application: what each says, where its links go, escaping in the HTML
// part, and subjects that never name the student (the .eml writer logs subjects).
import { describe, expect, it } from 'vitest';
import {
  applicationAgainMessage,
  applicationDigestMessage,
  applicationReceivedMessage,
  declineMessage,
  newApplicationMessage,
} from './application-messages';

const config = {
  appUrl: 'https://jobs.college.test',
  collegeName: 'Leadership College',
  applicationRetentionDays: 90,
};
const TOKEN = 'tokenTokenTokenTokenTokenTokenTokenTokenTok';

describe('application messages', () => {
  it('the church hears who applied for what, with the link to the application and where to change it', () => {
    const message = newApplicationMessage(config, 'grace@church.test', {
      id: 'app-1',
      studentName: '<script>Eve</script>',
      positionTitle: 'Youth & Music',
      churchName: 'Grace',
    });
    expect(message.to).toBe('grace@church.test');
    expect(message.subject).toBe('New application for Youth & Music');
    expect(message.text).toContain('<script>Eve</script> applied for Youth & Music at Grace');
    expect(message.text).toContain('https://jobs.college.test/church/applications/app-1');
    expect(message.text).toContain('https://jobs.college.test/church/profile');
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('&lt;script&gt;Eve&lt;/script&gt;');
    expect(message.html).toContain('Youth &amp; Music');
  });

  it("the student's confirmation carries the private link, what it allows and the retention", () => {
    const message = applicationReceivedMessage(config, 'ada@student.test', {
      positionTitle: 'Youth Pastor',
      churchName: 'Grace',
      statusToken: TOKEN,
    });
    expect(message.subject).toBe('Application received: Youth Pastor at Grace');
    expect(message.text.startsWith('Hello,\n')).toBe(true);
    expect(message.text).toContain(`https://jobs.college.test/application-status/${TOKEN}`);
    expect(message.html).toContain(`href="https://jobs.college.test/application-status/${TOKEN}"`);
    expect(message.text).toContain('anyone who has it can see your application and withdraw it');
    expect(message.text).toContain('deleted 90 days after the position closes');
  });

  it('a second application refused: the existing private link again, why, and how to apply again', () => {
    const message = applicationAgainMessage(config, 'ada@student.test', {
      positionTitle: 'Youth & Music',
      churchName: 'Grace',
      statusToken: TOKEN,
    });
    expect(message.to).toBe('ada@student.test');
    expect(message.subject).toBe('Your application to Youth & Music at Grace');
    expect(message.text.startsWith('Hello,\n')).toBe(true);
    expect(message.text).toContain(
      'It was not sent, because this address already has an application for this position.',
    );
    expect(message.text).toContain('withdraw it if you want to apply again');
    expect(message.text).toContain(`https://jobs.college.test/application-status/${TOKEN}`);
    expect(message.html).toContain(`href="https://jobs.college.test/application-status/${TOKEN}"`);
    expect(message.html).toContain('Youth &amp; Music');
    expect(message.text).toContain('We send this link again at most once a day.');
    expect(message.text).toContain('deleted 90 days after the position closes');
  });

  it('a daily summary lists each application with its own link, singular or plural', () => {
    const entry = (n: number) => ({
      applicationId: `app-${String(n)}`,
      studentName: `Student ${String(n)}`,
      positionTitle: 'Organist',
      createdAt: '2026-03-04T23:30:00.000Z',
    });
    const one = applicationDigestMessage(config, 'c@church.test', 'Grace', [entry(1)]);
    expect(one.subject).toBe('Grace: 1 new application');
    expect(one.text).toContain('Grace received a new application');
    const two = applicationDigestMessage(config, 'c@church.test', 'Grace', [entry(1), entry(2)]);
    expect(two.subject).toBe('Grace: 2 new applications');
    expect(two.text).toContain(
      '- Student 2 applied for Organist on Mar 4, 2026\n  https://jobs.college.test/church/applications/app-2',
    );
    expect(two.html).toContain('<a href="https://jobs.college.test/church/applications/app-1">');
    for (const message of [one, two]) expect(message.subject).not.toContain('Student');
  });

  it("a decline message quotes the church's words, then the board's footer says why it came and who wrote it", () => {
    const message = declineMessage(config, 'ada@student.test', {
      positionTitle: 'Youth Pastor',
      churchName: 'Grace',
      message: 'Dear Ada,\n\nThank you.\nWe chose another.\n\n\nGrace',
      statusToken: TOKEN,
    });
    // The subject is the board's: the church's words never reach it.
    expect(message.subject).toBe('Your application for Youth Pastor at Grace');
    const link = `https://jobs.college.test/application-status/${TOKEN}`;
    expect(message.text).toBe(
      [
        'Grace wrote:',
        '',
        '> Dear Ada,',
        '>',
        '> Thank you.',
        '> We chose another.',
        '>',
        '> Grace',
        '',
        "You receive this e-mail because you applied to Youth Pastor at Grace through the Leadership College job board. Grace wrote the message above; Leadership College did not write it. Your application's private page:",
        '',
        link,
        '',
        'This link is private: anyone who has it can see your application and withdraw it, so do not share it.',
        '',
        'Your application and resume are deleted 90 days after the position closes, or as soon as you withdraw.',
        '',
        'If you did not apply, open the link and withdraw the application.',
        '',
      ].join('\n'),
    );
    expect(message.html).toMatch(
      /<p>Grace wrote:<\/p>\n<blockquote [^>]*>\n<p>Dear Ada,<\/p>\n<p>Thank you\.<br>We chose another\.<\/p>\n<p>Grace<\/p>\n<\/blockquote>\n<p>You receive this e-mail because/,
    );
    expect(message.html).toContain(`href="${link}"`);
    const withoutLink = declineMessage(config, 'ada@student.test', {
      positionTitle: 'Youth Pastor',
      churchName: 'Grace',
      message: 'Dear Ada, no.',
      statusToken: null,
    });
    expect(withoutLink.text).toBe(
      'Grace wrote:\n\n> Dear Ada, no.\n\nYou receive this e-mail because you applied to Youth Pastor at Grace through the Leadership College job board. Grace wrote the message above; Leadership College did not write it.\n',
    );
  });

  it("a church's text cannot pass for the board's: every line of it stays quoted", () => {
    const message = declineMessage(config, 'ada@student.test', {
      positionTitle: 'Youth Pastor',
      churchName: 'Grace',
      message:
        'Your college account is suspended.\n\nYou receive this e-mail because Leadership College says so.\nVerify at https://evil.test',
      statusToken: TOKEN,
    });
    const [quoted = '', footer = ''] = message.text.split(
      '\n\nYou receive this e-mail because you',
    );
    expect(
      quoted
        .split('\n')
        .slice(2)
        .every((line) => line.startsWith('>')),
    ).toBe(true);
    expect(quoted).toContain('> Verify at https://evil.test');
    expect(footer).not.toContain('evil.test');
    expect(message.html.indexOf('Verify at https://evil.test')).toBeLessThan(
      message.html.indexOf('</blockquote>'),
    );
  });
});
