import path from 'node:path';
import { pkcs12Problem } from './features/seal/seal-identity.ts';
import { DEFAULT_OVERLOAD_LIMITS } from './plugins/observability/overload.ts';

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
  /** Mean event-loop delay (ms) above which requests get 503 while it lasts; 0: never (OVERLOAD_EVENT_LOOP_DELAY_MS). */
  overloadEventLoopDelayMs: number;
  /** Load the fictional demo town's news, minutes and videos into an empty database (off for a real council). */
  seedDemo: boolean;
  /** Folder with the built SPA; the server serves it when it exists. */
  webDir: string;
  /** Bearer token that opens /api/metricas from outside the machine; unset: loopback only. */
  metricsToken: string | undefined;
  /** Which proxies' X-Forwarded-For is believed (Fastify `trustProxy`): addresses/CIDRs, or true/false. */
  trustProxy: boolean | string;
  limits: Limits;
  /** AES-256 key (base64, 32 bytes) that encrypts saved drafts; unset: generated under DATA_DIR/secretos. */
  draftsKey: string | undefined;
  /** PKCS#12 with the council's electronic-seal certificate; unset: a demo seal generated under DATA_DIR/sello. */
  sealP12Path: string | undefined;
  sealP12Password: string | undefined;
  /** RFC 3161 timestamp authority for the receipts' seal; unset: no timestamp. */
  sealTsaUrl: string | undefined;
  /** Cl@ve (SAML 2.0, eIDAS profile); unset clave.idpMetadataPath: the local test identity provider. */
  clave: ClaveConfig;
}

export interface ClaveConfig {
  /** The gateway's IdP metadata file (pre-production or production); unset: the local test IdP. */
  idpMetadataPath: string | undefined;
  /** Our service provider's entity id (the issuer of our requests). Default: PUBLIC_URL/api/identidad/metadata. */
  spEntityId: string;
  /** PEM files of the SP key and certificate registered with Cl@ve; unset: demo ones under DATA_DIR/identidad. */
  spKeyPath: string | undefined;
  spCertPath: string | undefined;
  /** ProviderName sent to Cl@ve (the name registered for the council's application). */
  providerName: string;
  /** eIDAS SPType: public for a public administration. */
  spType: 'public' | 'private';
}

/** The abuse limits (README, «Límites»), each set by its own variable (`LIMIT_VARIABLES`). */
export interface Limits {
  /** Procedure submissions registered per client address in an hour. */
  submissionsPerHour: number;
  /** Megabytes of attached files per client address in a day. */
  submissionMbPerDay: number;
  /** Receipt mails sent to one applicant address in a day (beyond: registered, mail skipped). */
  submissionMailsPerDay: number;
  /** Half-hour court slots held unpaid at once per client address and per e-mail. */
  holdHalfHours: number;
  /** Failed sign-ins per account from one address in 15 minutes (beyond: 429 for that pair). */
  loginFailuresPerAccountAddress: number;
  /** Failed sign-ins per address, on any account, in 15 minutes (beyond: 429 for that address). */
  loginFailuresPerAddress: number;
  /** Failed sign-ins per account from all addresses in 15 minutes (beyond: only addresses without failures). */
  loginFailuresPerAccount: number;
  /** Password-reset requests, and wrong reset tokens, per address in 15 minutes. */
  resetAttemptsPerAddress: number;
  /** Assistant questions per address in a minute. */
  chatQuestionsPerMinute: number;
  /** Receipt verifications per address in a minute. */
  verificationsPerMinute: number;
  /** Site searches per address in a minute (results as you type send one every few keystrokes). */
  searchesPerMinute: number;
}

/** Each limit's variable and default. */
export const LIMIT_VARIABLES: Record<keyof Limits, { env: string; fallback: number }> = {
  submissionsPerHour: { env: 'LIMIT_SUBMISSIONS_PER_HOUR', fallback: 5 },
  submissionMbPerDay: { env: 'LIMIT_SUBMISSION_MB_PER_DAY', fallback: 100 },
  submissionMailsPerDay: { env: 'LIMIT_SUBMISSION_MAILS_PER_DAY', fallback: 3 },
  holdHalfHours: { env: 'LIMIT_HOLD_HALF_HOURS', fallback: 8 },
  loginFailuresPerAccountAddress: { env: 'LIMIT_LOGIN_FAILURES_PER_ACCOUNT_ADDRESS', fallback: 5 },
  loginFailuresPerAddress: { env: 'LIMIT_LOGIN_FAILURES_PER_ADDRESS', fallback: 20 },
  loginFailuresPerAccount: { env: 'LIMIT_LOGIN_FAILURES_PER_ACCOUNT', fallback: 10 },
  resetAttemptsPerAddress: { env: 'LIMIT_RESET_ATTEMPTS_PER_ADDRESS', fallback: 10 },
  chatQuestionsPerMinute: { env: 'LIMIT_CHAT_QUESTIONS_PER_MINUTE', fallback: 20 },
  verificationsPerMinute: { env: 'LIMIT_VERIFICATIONS_PER_MINUTE', fallback: 20 },
  searchesPerMinute: { env: 'LIMIT_SEARCHES_PER_MINUTE', fallback: 120 },
};

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
  const overloadRaw =
    str('OVERLOAD_EVENT_LOOP_DELAY_MS') ?? String(DEFAULT_OVERLOAD_LIMITS.maxEventLoopDelay);
  const overloadEventLoopDelayMs = Number(overloadRaw);
  if (!/^\d+$/.test(overloadRaw) || overloadEventLoopDelayMs > 60_000) {
    problems.push(
      `OVERLOAD_EVENT_LOOP_DELAY_MS debe ser un número entero de milisegundos entre 0 y 60000 (recibido "${overloadRaw}")`,
    );
  }

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
  const draftsKey = str('DRAFTS_KEY');
  if (draftsKey !== undefined && Buffer.from(draftsKey, 'base64').length !== 32) {
    problems.push('DRAFTS_KEY debe ser una clave de 32 bytes en base64 (openssl rand -base64 32)');
  }
  const sealP12Path = str('SEAL_P12_PATH');
  const sealP12Password = str('SEAL_P12_PASSWORD');
  if (sealP12Password !== undefined && sealP12Path === undefined) {
    problems.push('SEAL_P12_PASSWORD solo tiene sentido con SEAL_P12_PATH');
  }
  const sealProblem = sealP12Path && pkcs12Problem(path.resolve(cwd, sealP12Path), sealP12Password);
  if (sealProblem) problems.push(sealProblem);
  const clave = claveConfig(str, problems, cwd);
  const trustProxy = parseTrustProxy(str('TRUST_PROXY') ?? 'loopback', problems);
  const limit = ({ env: name, fallback }: { env: string; fallback: number }) => {
    const raw = str(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < 1 || value > 1_000_000) {
      problems.push(`${name} debe ser un número entero entre 1 y 1000000 (recibido "${raw}")`);
      return fallback;
    }
    return value;
  };
  const limits = Object.fromEntries(
    Object.entries(LIMIT_VARIABLES).map(([key, variable]) => [key, limit(variable)]),
  ) as unknown as Limits;

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
    publicUrl: url('PUBLIC_URL', ['http:', 'https:']) ? publicUrlOf(str) : `http://localhost:${port}`,
    adminEmail,
    adminPassword,
    llmBaseUrl,
    llmApiKey: str('LLM_API_KEY'),
    llmModel,
    logLevel,
    overloadEventLoopDelayMs,
    seedDemo: bool('SEED_DEMO', true),
    webDir: path.resolve(cwd, str('WEB_DIR') ?? 'dist/web'),
    metricsToken,
    trustProxy,
    limits,
    draftsKey,
    sealP12Path: sealP12Path && path.resolve(cwd, sealP12Path),
    sealP12Password,
    sealTsaUrl: url('SEAL_TSA_URL', ['http:', 'https:']),
    clave: { ...clave, spEntityId: clave.spEntityId ?? `${publicUrlOf(str)}/api/identidad/metadata` },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

const publicUrlOf = (str: (name: string) => string | undefined) =>
  (str('PUBLIC_URL') ?? `http://localhost:${str('PORT') ?? '3000'}`).replace(/\/+$/, '');

function claveConfig(
  str: (name: string) => string | undefined,
  problems: string[],
  cwd: string,
): Omit<ClaveConfig, 'spEntityId'> & { spEntityId: string | undefined } {
  const file = (name: string) => {
    const value = str(name);
    return value === undefined ? undefined : path.resolve(cwd, value);
  };
  const idpMetadataPath = file('CLAVE_IDP_METADATA');
  const spKeyPath = file('CLAVE_SP_KEY');
  const spCertPath = file('CLAVE_SP_CERT');
  if ((spKeyPath === undefined) !== (spCertPath === undefined)) {
    problems.push('CLAVE_SP_KEY y CLAVE_SP_CERT se indican juntas o ninguna');
  }
  if (idpMetadataPath !== undefined && spKeyPath === undefined) {
    problems.push(
      'Con CLAVE_IDP_METADATA hay que indicar CLAVE_SP_KEY y CLAVE_SP_CERT (los registrados en Cl@ve)',
    );
  }
  const spType = str('CLAVE_SP_TYPE') ?? 'public';
  if (spType !== 'public' && spType !== 'private') problems.push('CLAVE_SP_TYPE debe ser public o private');
  return {
    idpMetadataPath,
    spEntityId: str('CLAVE_SP_ENTITY_ID'),
    spKeyPath,
    spCertPath,
    providerName: str('CLAVE_PROVIDER_NAME') ?? 'Sede electrónica',
    spType: spType === 'private' ? 'private' : 'public',
  };
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

/**
 * The configuration of a server run by a test, a benchmark or the fuzzer: its files in `dataDir`, an in-memory
 * PGlite database, no built web app, no logs; `env` adds variables or overrides these.
 */
export function scratchConfig(dataDir: string, env: Env = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: 'pglite://memory',
    WEB_DIR: path.join(dataDir, 'no-web'),
    ...env,
  });
}
