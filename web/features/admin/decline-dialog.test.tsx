// @vitest-environment happy-dom
// The decline dialog checks with the server's schema before sending, and a 400 from the server
// puts its messages next to the fields they name (not in a toast the admin has to match up).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeclineButton } from './decline-dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;
let sent: { url: string; body: unknown }[];

/** The server: answers each request with `status` and `body`, and keeps each POST's JSON body. */
function serverAnswers(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      // apiRequest sends JSON bodies as strings.
      if (init?.method === 'POST') sent.push({ url, body: JSON.parse(init.body as string) });
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    }),
  );
}

beforeEach(() => {
  sent = [];
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root.render(<DeclineButton id="p1" title="Youth Pastor" edit={false} disabled={false} />),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const byText = (text: string) =>
  [...document.querySelectorAll<HTMLElement>('label, button, p, span')].find(
    (element) => element.textContent?.trim() === text,
  );

async function click(element: HTMLElement | undefined) {
  expect(element).toBeDefined();
  await act(async () => {
    element!.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Waits until `check` passes (the form validates and submits asynchronously). */
async function eventually(check: () => void) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (attempt > 50) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }
}

const note = () => document.querySelector<HTMLTextAreaElement>('textarea[name=note]')!;
const messagesOf = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('the decline dialog', () => {
  it("asks for a reason and, for 'Other', a note before anything is sent", async () => {
    serverAnswers(200, {});
    await click(byText('Decline Youth Pastor'));
    await click(byText('Decline position'));
    await eventually(() =>
      expect(document.body.textContent).toContain('Choose a reason for declining'),
    );
    await click(byText('Other'));
    await click(byText('Decline position'));
    await eventually(() =>
      expect(messagesOf(note())).toContain("Say why in the note when the reason is 'Other'"),
    );
    expect(sent).toEqual([]);
  });

  it("shows the server's 400 next to the field it names, and keeps the dialog open", async () => {
    serverAnswers(400, {
      message: 'Invalid input',
      errors: { note: ['Must be at most 2000 characters'] },
    });
    await click(byText('Decline Youth Pastor'));
    await click(byText('Duplicate of another position'));
    await click(byText('Decline position'));
    await eventually(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: '/api/admin/positions/p1/decline',
      body: { reason: 'duplicate', note: null },
    });
    await eventually(() => expect(messagesOf(note())).toContain('Must be at most 2000 characters'));
    expect(byText('Decline position')).toBeDefined();
  });
});
