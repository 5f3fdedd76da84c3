import { baseUrl } from './browser';

/** Calls the portal's API directly, for what a journey needs but does not test. */
export async function api<T = unknown>(
  path: string,
  options: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export async function apiToken(username: string, password = 'Demo2026'): Promise<string> {
  const res = await api<{ token: string }>('/api/Account/Login', { body: { username, password } });
  if (res.status !== 200) throw new Error(`Sign-in of ${username} failed: ${JSON.stringify(res.body)}`);
  return res.body.token;
}

export type Message = { recipient: string; subject: string | null; body: string };

/** The messages the demo outbox holds for a recipient, newest first. */
export async function messagesTo(recipient: string, pageSize = 50): Promise<Message[]> {
  const token = await apiToken('admin');
  const res = await api<{ items: Message[] }>('/api/Outbox/Search', {
    token,
    body: { recipient, pageNumber: 1, pageSize },
  });
  return res.body.items;
}

/** The newest message the demo outbox holds for a recipient. */
export async function lastMessage(recipient: string): Promise<Message> {
  const message = (await messagesTo(recipient, 5))[0];
  if (!message) throw new Error(`No message to ${recipient}`);
  return message;
}

let counter = 0;
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${counter}`.slice(0, 15);
}
