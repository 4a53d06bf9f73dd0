// For tests: reads a page's head the way a crawler or a chat app's link preview does, from the HTML
// as sent (no script runs), with a real HTML parser (happy-dom), so a value that broke out of its
// attribute or ended the JSON-LD block early shows as a wrong value, not as a passing substring.
import { Window } from 'happy-dom';

/** What a crawler reads from a page's head. */
export interface ReadHead {
  title: string;
  /** `<meta name=...>` and `<meta property=...>` by their name or property, e.g. 'og:title'. */
  meta: Record<string, string>;
  canonical: string | null;
  /** Every JSON-LD block, parsed with JSON.parse. */
  jsonLd: unknown[];
  /** How many <script> elements the head has (JSON-LD included). */
  scriptCount: number;
  /** `<link rel="alternate">`s (the feeds), in order. */
  alternates: Array<{ type: string; title: string; href: string }>;
}

/** Parses `html` and reads its head. */
export async function readHead(html: string): Promise<ReadHead> {
  const window = new Window();
  try {
    const document = new window.DOMParser().parseFromString(html, 'text/html');
    const meta: Record<string, string> = {};
    for (const element of document.head.querySelectorAll('meta')) {
      const key = element.getAttribute('name') ?? element.getAttribute('property');
      if (key) meta[key] = element.getAttribute('content') ?? '';
    }
    const scripts = [...document.head.querySelectorAll('script')];
    return {
      title: document.title,
      meta,
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      jsonLd: scripts
        .filter((script) => script.getAttribute('type') === 'application/ld+json')
        .map((script) => JSON.parse(script.textContent) as unknown),
      scriptCount: scripts.length,
      alternates: [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => ({
        type: link.getAttribute('type') ?? '',
        title: link.getAttribute('title') ?? '',
        href: link.getAttribute('href') ?? '',
      })),
    };
  } finally {
    await window.happyDOM.close();
  }
}
