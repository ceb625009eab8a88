/** An error whose Spanish message may be shown to the person who made the request. */
export class HttpError extends Error {
  readonly expose = true;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}
