import { vi } from 'vitest';

/** A request as the fake server saw it. */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string | FormData | null;
  credentials: RequestCredentials;
}

/** A canned answer: a function of the request. */
export type Answer = (req: Request) => Response | Promise<Response>;

/**
 * A fake HTTP server for client tests: records every request and answers from a queue of answers
 * (the last one repeats). Its `fetch` is what `createApiClient({ fetch })` takes.
 */
export function fakeServer(...answers: Answer[]) {
  const calls: RecordedRequest[] = [];
  let cookie = '';
  const fetch = vi.fn(async (req: Request) => {
    const type = req.headers.get('Content-Type') ?? '';
    const body = req.body
      ? type.startsWith('multipart/form-data')
        ? await req.formData()
        : await req.text()
      : null;
    calls.push({
      method: req.method,
      url: new URL(req.url),
      headers: req.headers,
      body,
      credentials: req.credentials,
    });
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    return answer(req);
  });
  return { fetch, calls, setCookie: (c: string) => (cookie = c), getCookies: () => cookie };
}

/** An answer with a JSON body. */
export const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Answer =>
  () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });

/** An answer that fails like a dropped connection. */
export const networkError: Answer = () => {
  throw new TypeError('Failed to fetch');
};

/** 204 with no body (the CSRF cookie call). */
export const noContent: Answer = () => new Response(null, { status: 204 });
