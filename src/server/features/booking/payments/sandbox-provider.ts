import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider.ts';

/** Path of the sandbox checkout page for a session. */
export function sandboxCheckoutPath(sessionId: string): string {
  return `/api/pago/sandbox/${encodeURIComponent(sessionId)}`;
}

/**
 * The embedded default: a local checkout page that behaves like the provider (pay → success URL,
 * cancel → cancel URL) and never touches money, so nothing is ever refunded.
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    kind: 'sandbox',
    async createCheckout() {
      // 128 random bits: the id is the only key to the checkout page, so it must not be guessable.
      const sessionId = `sbx_${randomBytes(16).toString('hex')}`;
      return { sessionId, url: sandboxCheckoutPath(sessionId) };
    },
    async refund() {},
  };
}
