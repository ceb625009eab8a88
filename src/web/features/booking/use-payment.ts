import { useCallback, useState } from 'react';
import type { BookingRequest } from '#shared/booking/index.ts';
import { ApiError } from '#web/api/client.ts';
import { createPaymentSession } from './api/booking-api.ts';
import { BOOKING_MESSAGES } from './booking-messages.ts';
import { leavePage } from './leave-page.ts';

export interface PaymentError {
  title: string;
  /** The server's reason, when it gave one (e.g. the hours were just taken). */
  detail?: string;
}

/**
 * Opens the payment session and sends the browser to it (SPEC §4). Without a url: 'No se pudo iniciar
 * el pago.'; when the request never reached the server: 'Error de red.'. A 409 means the hours were
 * taken meanwhile, so the caller reloads them.
 */
export function usePayment({ onConflict }: { onConflict: () => void }) {
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<PaymentError | null>(null);

  const pay = useCallback(
    async (request: BookingRequest) => {
      setPaying(true);
      setError(null);
      try {
        const answer = await createPaymentSession(request);
        if (typeof answer?.url === 'string' && answer.url !== '') {
          leavePage(answer.url);
          return;
        }
        setError({ title: BOOKING_MESSAGES.paymentFailed });
      } catch (cause) {
        if (cause instanceof ApiError) {
          setError({ title: BOOKING_MESSAGES.paymentFailed, detail: cause.mensaje });
          if (cause.status === 409) onConflict();
        } else {
          setError({ title: BOOKING_MESSAGES.networkError });
        }
      } finally {
        setPaying(false);
      }
    },
    [onConflict],
  );
  const reset = useCallback(() => setError(null), []);
  return { pay, paying, error, reset };
}
