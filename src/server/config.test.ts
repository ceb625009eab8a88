import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives a documented default for every variable', () => {
    const config = loadConfig({}, '/srv/sede');
    expect(config).toMatchObject({
      port: 3000,
      dataDir: '/srv/sede/data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      nodeEnv: 'development',
    });
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        ADMIN_EMAIL: 'no-es-correo',
        STRIPE_SECRET_KEY: 'sk',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(5);
      expect(problems.join('\n')).toMatch(/PORT/);
      expect(problems.join('\n')).toMatch(/DATABASE_URL/);
      expect(problems.join('\n')).toMatch(/ADMIN_PASSWORD/);
      expect(problems.join('\n')).toMatch(/STRIPE_WEBHOOK_SECRET/);
    }
  });

  it('accepts an in-memory PGlite and a PostgreSQL URL', () => {
    expect(loadConfig({ DATABASE_URL: 'pglite://memory' }).databaseUrl).toBe('pglite://memory');
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1/db' }).databaseUrl).toMatch(/^postgres/);
  });

  it('sheds load past a mean event-loop delay of one second unless told otherwise (0: never)', () => {
    expect(loadConfig({}).overloadEventLoopDelayMs).toBe(1000);
    expect(loadConfig({ OVERLOAD_EVENT_LOOP_DELAY_MS: '0' }).overloadEventLoopDelayMs).toBe(0);
    expect(loadConfig({ OVERLOAD_EVENT_LOOP_DELAY_MS: '2500' }).overloadEventLoopDelayMs).toBe(2500);
    for (const bad of ['-1', 'mucho', '1.5', '60001']) {
      expect(() => loadConfig({ OVERLOAD_EVENT_LOOP_DELAY_MS: bad })).toThrow('OVERLOAD_EVENT_LOOP_DELAY_MS');
    }
  });
});
