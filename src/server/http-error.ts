/** An error whose Spanish message may be shown to the person who made the request. */
export class HttpError extends Error {
  readonly expose = true;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra?: Record<string, unknown>,
    /** Headers sent with the answer (Retry-After of a 429). */
    readonly headers?: Record<string, string>,
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}
