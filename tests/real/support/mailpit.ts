// Reads what reached mailpit through its HTTP API: the list, one message as mailpit parsed it, and
// its headers exactly as they arrived.

/** One address as mailpit parsed it. */
export interface MailpitAddress {
  Name: string;
  Address: string;
}

/** A message as GET /api/v1/message/{ID} gives it (the fields these tests read). */
export interface MailpitMessage {
  ID: string;
  MessageID: string;
  From: MailpitAddress;
  To: MailpitAddress[];
  ReplyTo: MailpitAddress[];
  Subject: string;
  Text: string;
  HTML: string;
}

interface MailpitSummary {
  ID: string;
  To: MailpitAddress[];
  Subject: string;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`mailpit answered ${String(response.status)}: ${response.url}`);
  return (await response.json()) as T;
}

/** A mailpit started for this run, at `apiUrl` (http://127.0.0.1:PORT). */
export function mailpitClient(apiUrl: string) {
  const get = <T>(path: string) => fetch(`${apiUrl}${path}`).then((r) => json<T>(r));

  async function summaries(): Promise<MailpitSummary[]> {
    return (await get<{ messages: MailpitSummary[] }>('/api/v1/messages?limit=500')).messages;
  }

  return {
    /** Deletes every message, so a test reads only what it caused. */
    async clear(): Promise<void> {
      const response = await fetch(`${apiUrl}/api/v1/messages`, { method: 'DELETE' });
      if (!response.ok) throw new Error(`mailpit delete: ${String(response.status)}`);
    },

    /**
     * The messages to `address` whose subject is `subject`. The worker's send returns once mailpit
     * said 250; storing may lag behind that a moment, so this asks again (at most 5 s in all).
     */
    async received(address: string, subject: string): Promise<MailpitMessage[]> {
      for (let attempt = 0; ; attempt++) {
        const found = (await summaries()).filter(
          (m) => m.Subject === subject && m.To.some((to) => to.Address === address),
        );
        if (found.length > 0 || attempt >= 50) {
          return Promise.all(found.map((m) => get<MailpitMessage>(`/api/v1/message/${m.ID}`)));
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },

    /** Every header of the message as it arrived, by name. */
    headers: (id: string) => get<Record<string, string[]>>(`/api/v1/message/${id}/headers`),
  };
}
