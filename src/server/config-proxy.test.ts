import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('TRUST_PROXY and METRICS_TOKEN', () => {
  it('believes X-Forwarded-For only from a proxy on this machine by default', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({}).metricsToken).toBeUndefined();
  });

  it('accepts true, false and lists of addresses or networks', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8' }).trustProxy).toBe(
      'loopback,10.0.0.0/8,fd00::/8',
    );
  });

  it('refuses nonsense and short metrics tokens, in Spanish', () => {
    try {
      loadConfig({ TRUST_PROXY: 'el balanceador', METRICS_TOKEN: 'corto' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        'METRICS_TOKEN debe tener al menos 16 caracteres',
        'TRUST_PROXY debe ser true, false o una lista de direcciones y redes (loopback, 10.0.0.0/8…)',
      ]);
    }
  });
});
