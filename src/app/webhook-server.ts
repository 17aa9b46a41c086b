// The HTTP surface: `GET /healthz` (the process answers), `GET /readyz` (it can do its work: the
// key, the folders, git), and `POST /webhook` whose body is size-capped and whose signature is
// verified (constant time, adapters/github-webhook.ts) before anything parses it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { signatureCheck } from '../adapters/github-webhook.js';
import type { Logger } from './log.js';

export interface Delivery {
  id: string;
  event: string;
  payload: unknown;
}

export interface WebhookServerOptions {
  secret: string;
  maxBodyBytes: number;
  log: Logger;
  /** Takes a verified delivery; returns the HTTP status and a short message. */
  dispatch(delivery: Delivery): { status: number; message: string };
  /** What keeps the App from doing its work now, one line each; empty when it is ready. */
  problems(): Promise<string[]>;
}

function reply(
  res: ServerResponse,
  status: number,
  message: string,
  more: Record<string, unknown> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ message, ...more }));
}

/** The body, or null once it passed `max` bytes (the rest is not read). */
function readCapped(req: IncomingMessage, max: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        resolve(null);
        req.pause();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function header(req: IncomingMessage, name: string): string {
  const value = req.headers[name];
  return typeof value === 'string' ? value : '';
}

export function createWebhookServer(options: WebhookServerOptions): Server {
  const verify = signatureCheck(options.secret);
  const { log } = options;

  async function onWebhook(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const declared = Number(header(req, 'content-length'));
    if (Number.isFinite(declared) && declared > options.maxBodyBytes) {
      return reply(res, 413, 'payload too large');
    }
    const body = await readCapped(req, options.maxBodyBytes);
    if (body === null) return reply(res, 413, 'payload too large');
    const id = header(req, 'x-github-delivery');
    const event = header(req, 'x-github-event');
    const signature = header(req, 'x-hub-signature-256');
    const text = body.toString('utf8');
    const valid = await verify(text, signature);
    if (!valid) {
      log.log('warn', 'webhook rejected: bad or missing signature', { delivery: id, event });
      return reply(res, 401, 'signature does not match');
    }
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      return reply(res, 400, 'body is not JSON');
    }
    const answer = options.dispatch({ id, event, payload });
    reply(res, answer.status, answer.message);
  }

  return createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' && (path === '/healthz' || path === '/health')) {
      return reply(res, 200, 'ok');
    }
    if (req.method === 'GET' && path === '/readyz') {
      options
        .problems()
        .then((problems) =>
          problems.length === 0
            ? reply(res, 200, 'ready')
            : reply(res, 503, 'not ready', { problems }),
        )
        .catch((error: unknown) => reply(res, 503, 'not ready', { problems: [String(error)] }));
      return;
    }
    if (req.method === 'POST' && (path === '/webhook' || path === '/')) {
      onWebhook(req, res).catch((error: unknown) => {
        log.log('error', 'webhook handling failed', { reason: String(error) });
        if (!res.headersSent) reply(res, 500, 'internal error');
      });
      return;
    }
    reply(res, 404, 'not found');
  });
}
