import pg from 'pg';

interface Handlers {
  onNotify(payload: string): void;
  /** Subscribed: notices will arrive from now on. */
  onUp(): void;
  /** The connection is gone: notices may be missed until onUp is called again. */
  onDown(error: unknown): void;
}

const RETRY_MS = [250, 500, 1000, 2000, 5000];
// A connection or LISTEN that hangs (a server that never answers) counts as failed: the retries go on.
const CONNECT_TIMEOUT_MS = 5000;

/**
 * LISTEN on a dedicated connection (a pooled one would be shared), reconnecting after any failure. `ready`
 * settles once the first attempt has subscribed or failed: awaited at start-up, a notice for a write made right
 * after the server is ready is not lost to a LISTEN still on its way.
 */
export function listenPostgres(
  url: string,
  channel: string,
  handlers: Handlers,
): { ready: Promise<void>; stop(): Promise<void> } {
  let stopped = false;
  let client: pg.Client | undefined;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (stopped) return;
    const current = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // The only query this connection sends is LISTEN; notices are not queries.
      query_timeout: CONNECT_TIMEOUT_MS,
    });
    client = current;
    let down = false;
    const lost = (error: unknown) => {
      if (down || stopped) return;
      down = true;
      handlers.onDown(error);
      current.end().catch(() => {});
      if (!stopped) timer = setTimeout(connect, RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]);
    };
    current.on('error', lost);
    current.on('end', () => lost(new Error('conexión de avisos cerrada')));
    current.on('notification', (message) => handlers.onNotify(message.payload ?? ''));
    try {
      await current.connect();
      await current.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (stopped || down) return;
      failures = 0;
      handlers.onUp();
    } catch (error) {
      lost(error);
    }
  };
  const ready = connect();

  return {
    ready,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}
