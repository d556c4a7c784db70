/**
 * The live event stream of a user's conversations (contract `streamMessages`, issue 28, decision
 * 236): Server-Sent Events written straight to the socket (the reply is hijacked, so compression
 * and the other onSend hooks never buffer it). Events: `ready` at once, `entry
 * {application_id}` when a message or stage change is added to one of the user's conversations
 * (their own other tabs included), `read {application_id, seen_at}` when the other side read one;
 * a comment line every {@link STREAM_TIMING}.keepAliveMs. The stream ends when the session does
 * (the token is looked up again every `recheckMs`, and at its expiry), and on the client's
 * disconnect. It is a background request (http/policies.ts `BACKGROUND_POLLS`) and gives back its
 * address's concurrency slot once started (`STREAMS`, `releaseAddressSlot`).
 */
import type { FastifyReply } from 'fastify';
import type { HandlerContext } from '../../http/context.ts';
import { bearerToken } from '../../http/auth.ts';
import { releaseAddressSlot } from '../../http/addressConcurrency.ts';
import { lookupToken } from '../../services/sessions.ts';
import type { ConversationEvent } from '../../services/conversationEvents.ts';

/**
 * The stream's timers, in ms: a keep-alive comment every `keepAliveMs` (25 s, under the usual
 * proxies' 30–60 s idle limits) and a fresh look at the session every `recheckMs` (60 s). Tests
 * shorten `recheckMs` to see a logout end the stream quickly.
 */
export const STREAM_TIMING = { keepAliveMs: 25_000, recheckMs: 60_000 };

/** One event in the wire format: `event:` and `data:` lines and a blank line. */
export function sseEvent(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The `data` of an event as the contract describes it (ids only; no recipients). */
function eventData(event: ConversationEvent): Record<string, string> {
  return event.type === 'read'
    ? { application_id: event.application_id, seen_at: event.seen_at ?? '' }
    : { application_id: event.application_id };
}

/**
 * Serves `streamMessages`: answers 200 `text/event-stream` and keeps the connection open until the
 * session ends or the client leaves. The gate has already checked the token and the area's role.
 * @returns the hijacked reply
 */
export async function streamMessages(ctx: HandlerContext<'streamMessages'>): Promise<FastifyReply> {
  const { request, reply, deps } = ctx;
  const user = ctx.user;
  const plain = bearerToken(request) ?? '';
  const raw = reply.raw;
  reply.hijack();
  const headers: Record<string, string | string[] | number> = {};
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) headers[name] = value;
  delete headers['content-length'];
  delete headers['content-encoding'];
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });

  let ended = false;
  let recheckTimer: ReturnType<typeof setTimeout> | undefined;
  const send = (text: string) => {
    if (!ended && !raw.destroyed) raw.write(text);
  };
  const unsubscribe = deps.conversationEvents.subscribe(user.id, (event) =>
    send(sseEvent(event.type, eventData(event))),
  );
  const keepAlive = setInterval(() => send(': keep-alive\n\n'), STREAM_TIMING.keepAliveMs);
  const end = () => {
    if (ended) return;
    ended = true;
    untrack();
    unsubscribe();
    clearInterval(keepAlive);
    clearTimeout(recheckTimer);
    if (!raw.destroyed) raw.end();
  };
  const scheduleRecheck = (secondsLeft: number) => {
    const wait = Math.max(0, Math.min(STREAM_TIMING.recheckMs, secondsLeft * 1000));
    recheckTimer = setTimeout(() => {
      lookupToken(deps.db, plain, deps.clock.now()).then(
        (found) => {
          if (ended) return;
          if (found.state !== 'valid' || found.user.id !== user.id) end();
          else scheduleRecheck(found.expiresInSeconds);
        },
        (error: unknown) => {
          request.log.warn({ err: error }, 'stream session check failed');
          end();
        },
      );
    }, wait);
  };
  const untrack = deps.conversationEvents.trackStream(() => end());
  raw.on('close', end);
  raw.on('error', end);
  send(sseEvent('ready', {}));
  scheduleRecheck(ctx.auth?.expiresInSeconds ?? 0);
  // Started: the open stream holds no share of its address (decision 212).
  releaseAddressSlot(request);
  return reply;
}
