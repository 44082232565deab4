// The sign-in calls' own limit per address (password authentication, identity search), on top of
// the API's (http/apiRateLimit.ts). @fastify/rate-limit keeps the counts; their keys carry an epoch
// that POST /__mock/reset moves on, so a reset starts every address's count afresh (the older
// counts expire on their own) and tests need no special environment for it.
import type { FastifyRequest } from 'fastify';

export interface RateLimitSetting {
  max: number;
  timeWindowMs: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitSetting = { max: 20, timeWindowMs: 60_000 };

export class SignInRateLimit {
  private epoch = 0;

  constructor(readonly setting: RateLimitSetting | false) {}

  /** Forgets every address's count (the control API's reset). */
  reset(): void {
    this.epoch += 1;
  }

  /** The route option that limits a sign-in call (none when the limit is off). */
  routeConfig(): { rateLimit?: { max: number; timeWindow: number; keyGenerator: (request: FastifyRequest) => string } } {
    if (!this.setting) return {};
    return {
      rateLimit: {
        max: this.setting.max,
        timeWindow: this.setting.timeWindowMs,
        keyGenerator: (request: FastifyRequest) => `sign-in ${this.epoch} ${request.ip}`,
      },
    };
  }
}
