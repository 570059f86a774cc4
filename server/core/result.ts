// The ShopXO response envelope: always {msg, code, data}; code 0 = success.

export interface Result<T = unknown> {
  msg: string
  code: number
  data: T
}

export function ok<T>(data: T, msg = 'success'): Result<T> {
  return { msg, code: 0, data }
}

export function fail(msg: string, code = -1, data: unknown = ''): Result {
  return { msg, code, data }
}

/**
 * Throw from anywhere inside a handler to answer with this code/msg.
 * Anything else that is thrown is treated as a bug: logged, answered with a generic "server busy".
 */
export class ApiError extends Error {
  constructor(
    message: string,
    public readonly code = -1,
    public readonly data: unknown = '',
  ) {
    super(message)
    this.name = 'ApiError'
  }

  toResult(): Result {
    return { msg: this.message, code: this.code, data: this.data }
  }
}

/**
 * A non-JSON answer (captcha image, plain text). Return it from a handler to bypass the envelope.
 */
export class RawResponse {
  constructor(
    public readonly body: Buffer | string,
    public readonly contentType: string,
    public readonly status = 200,
    public readonly headers: Record<string, string> = {},
  ) {}
}
