import path from 'node:path';

/** Runtime configuration, read from the environment once at start. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** Unset: PGlite under DATA_DIR/db. `pglite://memory`: in-memory PGlite (tests). Otherwise a PostgreSQL URL. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  councilInbox: string | undefined;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** Another Stripe API address (a local fake in tests); unset means api.stripe.com. */
  stripeApiBase: string | undefined;
  publicUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  llmBaseUrl: string | undefined;
  llmApiKey: string | undefined;
  llmModel: string | undefined;
  logLevel: string;
  /** Load the fictional demo town's news, minutes and videos into an empty database (off for a real council). */
  seedDemo: boolean;
  /** Folder with the built SPA; the server serves it when it exists. */
  webDir: string;
  /** Bearer token that opens /api/metricas from outside the machine; unset: loopback only. */
  metricsToken: string | undefined;
  /** Which proxies' X-Forwarded-For is believed (Fastify `trustProxy`): addresses/CIDRs, or true/false. */
  trustProxy: boolean | string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración no válida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads and validates every variable, listing all problems at once. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const problems: string[] = [];
  const str = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const url = (name: string, protocols: string[]) => {
    const value = str(name);
    if (value === undefined) return undefined;
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} debe usar ${protocols.join(' o ')} (recibido ${parsed.protocol})`);
      }
    } catch {
      problems.push(`${name} no es una URL válida`);
    }
    return value;
  };
  const email = (name: string) => {
    const value = str(name);
    if (value !== undefined && !/^[^\s@<>]+@[^\s@<>]+$/.test(value)) {
      problems.push(`${name} no es una dirección de correo válida`);
    }
    return value;
  };

  const bool = (name: string, fallback: boolean) => {
    const value = str(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['true', '1', 'si', 'sí'].includes(value)) return true;
    if (['false', '0', 'no'].includes(value)) return false;
    problems.push(`${name} debe ser true o false`);
    return fallback;
  };

  const nodeEnvRaw = str('NODE_ENV') ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnvRaw)) {
    problems.push('NODE_ENV debe ser development, production o test');
  }
  const portRaw = str('PORT') ?? '3000';
  const port = Number(portRaw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT debe ser un número de puerto entre 0 y 65535 (recibido "${portRaw}")`);
  }
  const logLevel = str('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL debe ser uno de ${LOG_LEVELS.join(', ')}`);

  const databaseUrl = str('DATABASE_URL');
  if (databaseUrl !== undefined && databaseUrl !== 'pglite://memory') {
    url('DATABASE_URL', ['postgres:', 'postgresql:']);
  }
  const adminEmail = email('ADMIN_EMAIL');
  const adminPassword = str('ADMIN_PASSWORD');
  if ((adminEmail === undefined) !== (adminPassword === undefined)) {
    problems.push('ADMIN_EMAIL y ADMIN_PASSWORD se indican juntos o ninguno');
  }
  const stripeSecretKey = str('STRIPE_SECRET_KEY');
  const stripeWebhookSecret = str('STRIPE_WEBHOOK_SECRET');
  if (stripeSecretKey !== undefined && stripeWebhookSecret === undefined) {
    problems.push('STRIPE_WEBHOOK_SECRET es obligatoria cuando se indica STRIPE_SECRET_KEY');
  }
  const llmBaseUrl = url('LLM_BASE_URL', ['http:', 'https:']);
  const llmModel = str('LLM_MODEL');
  if (llmBaseUrl !== undefined && llmModel === undefined) {
    problems.push('LLM_MODEL es obligatoria cuando se indica LLM_BASE_URL');
  }

  const metricsToken = str('METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 16) {
    problems.push('METRICS_TOKEN debe tener al menos 16 caracteres');
  }
  const trustProxy = parseTrustProxy(str('TRUST_PROXY') ?? 'loopback', problems);

  const config: Config = {
    nodeEnv: nodeEnvRaw as Config['nodeEnv'],
    host: str('HOST') ?? '0.0.0.0',
    port,
    dataDir: path.resolve(cwd, str('DATA_DIR') ?? 'data'),
    databaseUrl,
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: str('MAIL_FROM') ?? 'Ayuntamiento <no-responder@localhost>',
    councilInbox: email('COUNCIL_INBOX'),
    stripeSecretKey,
    stripeWebhookSecret,
    stripeApiBase: url('STRIPE_API_BASE', ['http:', 'https:']),
    publicUrl: (url('PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    adminEmail,
    adminPassword,
    llmBaseUrl,
    llmApiKey: str('LLM_API_KEY'),
    llmModel,
    logLevel,
    seedDemo: bool('SEED_DEMO', true),
    webDir: path.resolve(cwd, str('WEB_DIR') ?? 'dist/web'),
    metricsToken,
    trustProxy,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

// Believing every X-Forwarded-For would let a client pick its own address and slip past per-address limits.
function parseTrustProxy(value: string, problems: string[]): boolean | string {
  const lower = value.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  const parts = value.split(',').map((part) => part.trim());
  const named = ['loopback', 'linklocal', 'uniquelocal'];
  if (parts.every((part) => named.includes(part) || /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(part)))
    return parts.join(',');
  problems.push(
    'TRUST_PROXY debe ser true, false o una lista de direcciones y redes (loopback, 10.0.0.0/8…)',
  );
  return 'loopback';
}
