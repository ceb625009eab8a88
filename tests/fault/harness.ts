import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A fresh database on the PostgreSQL server of `serverUrl`, dropped (with its connections) by `drop`. */
export async function createDatabase(serverUrl: string) {
  const name = `sede_prueba_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A local SMTP server that accepts everything and counts the messages (the replicas' SMTP_URL). */
export async function startSmtp() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  // A replica killed mid-conversation resets its connection: expected here, never fatal.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One server process (`src/server/main.ts`, as systemd would run it); its output goes to `logFile`. */
export class Replica {
  child: ChildProcess | undefined;
  /** Exits nobody asked for (a crash), with their code or signal. */
  readonly crashes: string[] = [];
  private expectingExit = false;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly logFile: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(timeoutMs = 120_000): Promise<void> {
    const log = createWriteStream(this.logFile, { flags: 'a' });
    this.expectingExit = false;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    child.on('exit', (code, signal) => {
      if (!this.expectingExit)
        this.crashes.push(`${this.name} terminó solo (código ${code}, señal ${signal})`);
    });
    this.child = child;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${this.name} no arrancó:\n${this.tail()}`);
      const ready = await fetch(`${this.url}/api/salud/lista`).catch(() => undefined);
      if (ready?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${this.name} no estuvo listo a tiempo:\n${this.tail()}`);
  }

  /** SIGKILL: no graceful close, as when the machine or the OOM killer takes the process. */
  kill(): void {
    this.expectingExit = true;
    this.child?.kill('SIGKILL');
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    this.expectingExit = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }

  alive(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  tail(lines = 30): string {
    try {
      return readFileSync(this.logFile, 'utf8').split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  }
}

/**
 * The database "blip": every connection to the test database is cut, again and again, for `ms`.
 * Chosen over stopping the PostgreSQL cluster because CI's server is shared with the other test
 * databases; to the replicas it looks the same (connections dropped mid-query, reconnects refused or cut).
 */
export async function cutConnections(serverUrl: string, database: string, ms: number): Promise<number> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  let cut = 0;
  const until = Date.now() + ms;
  try {
    while (Date.now() < until) {
      const result = await admin.query(
        'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      );
      cut += (result.rows[0] as { n: number }).n;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await admin.end();
  }
  return cut;
}
