import { Agent, request } from 'node:http';

/** One request exactly as an attacker sends it: any method, any headers, any bytes, a body on a GET. */
export interface RawRequest {
  method: string;
  /** Path and query, e.g. `/api/v1/events/x?format=a&format=b`; sent as given (no re-encoding). */
  path: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
}

export type RawOutcome =
  | { kind: 'response'; status: number; contentType: string; text: string; ms: number }
  | { kind: 'error'; error: string; ms: number };

/** Enough of a response body to read any problem document; the rest is drained, not kept. */
const KEPT_BODY_BYTES = 16 * 1024 * 1024;

/** A keep-alive HTTP/1.1 client on node:http (fetch refuses bodies on GET and odd header bytes). */
export class RawClient {
  private readonly agent: Agent;

  constructor(
    private readonly baseUrl: string,
    sockets = 8,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: sockets });
  }

  /** Sends once; a keep-alive socket the server closed just before it was reused is retried on a new one. */
  async send(req: RawRequest, timeoutMs = 10_000): Promise<RawOutcome> {
    const first = await this.sendOnce(req, timeoutMs);
    return first.kind === 'error' && first.staleSocket ? this.sendOnce(req, timeoutMs) : first;
  }

  private sendOnce(req: RawRequest, timeoutMs: number): Promise<RawOutcome & { staleSocket?: boolean }> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const url = new URL(this.baseUrl);
    return new Promise<RawOutcome & { staleSocket?: boolean }>((resolve) => {
      let settled = false;
      const done = (outcome: RawOutcome & { staleSocket?: boolean }) => {
        if (!settled) {
          settled = true;
          resolve(outcome);
        }
      };
      const headers: Record<string, string | string[] | number> = { ...req.headers };
      if (req.body !== undefined) headers['content-length'] = Buffer.byteLength(req.body);
      let outgoing;
      try {
        outgoing = request({
          host: url.hostname,
          port: url.port,
          method: req.method,
          path: req.path,
          headers,
          agent: this.agent,
          timeout: timeoutMs,
        });
      } catch (error) {
        done({ kind: 'error', error: `client refused to send: ${String(error)}`, ms: elapsed() });
        return;
      }
      outgoing.on('response', (res) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        res.on('data', (chunk: Buffer) => {
          if (kept < KEPT_BODY_BYTES) chunks.push(chunk);
          kept += chunk.length;
        });
        res.on('end', () =>
          done({
            kind: 'response',
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
            ms: elapsed(),
          }),
        );
        res.on('error', (error) => done({ kind: 'error', error: String(error), ms: elapsed() }));
      });
      outgoing.on('timeout', () => {
        outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`));
      });
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        const staleSocket = outgoing.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
        done({ kind: 'error', error: String(error), ms: elapsed(), staleSocket });
      });
      outgoing.end(req.body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
