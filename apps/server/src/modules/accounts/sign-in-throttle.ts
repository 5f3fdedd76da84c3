import { tooManyRequests } from '../../platform/errors';
import { addressKey, type Limiter } from '../../platform/limiter';
import { HOUR, MINUTE } from './accounts.core';

/**
 * Failed sign-ins of one account from one client address (decision 0018): the first five
 * are free; after that the pair waits a minute, then two, four, eight, at most fifteen,
 * before its next try. The count starts again after a day or a successful sign-in.
 */
export const SIGN_IN_FAILURES = { free: 5, firstWaitMs: MINUTE, maxWaitMs: 15 * MINUTE, windowMs: 24 * HOUR };

/**
 * Failures of one account from every address, an hour. Above it a distributed guess is
 * on: an address that has failed for the account waits out the hour, one that has not
 * is still heard (so nobody can lock an account's owner out).
 */
export const ACCOUNT_FAILURES = { max: 100, windowMs: HOUR };

/** How long a pair waits after its n-th failure in the window. */
export function waitAfter(failures: number): number {
  const { free, firstWaitMs, maxWaitMs } = SIGN_IN_FAILURES;
  if (failures < free) return 0;
  return Math.min(maxWaitMs, firstWaitMs * 2 ** (failures - free));
}

/**
 * One attempt of a pair at a time: a burst of guesses sent together would all be judged
 * before the first failure made the pair wait. The turn ends with the attempt, or after this.
 */
const TURN_MS = 10_000;

type Attempt = { municipalityId: number; ip: string; username: string };

/** Slows down password guessing per (account, client address) pair, never locking an account. */
export function createSignInThrottle(limiter: Limiter) {
  // By the name typed, known or not: an unknown name waits exactly as a known one.
  const keysOf = ({ municipalityId, ip, username }: Attempt) => {
    const account = `${municipalityId}:${username.trim().toLowerCase()}`;
    const pair = `${account}:${addressKey(ip)}`;
    return {
      pair: `sign-in-failures:${pair}`,
      wait: `sign-in-wait:${pair}`,
      account: `sign-in-account:${account}`,
    };
  };
  const refuse = (retryAfterMs: number) =>
    tooManyRequests({ retryAfterMs, key: 'sign_in_wait', inMinutes: true });

  return {
    /**
     * Before the password is checked: refuses a pair that must still wait (or has another
     * attempt under way), and a pair that has failed while the account is over its ceiling;
     * else the attempt takes the pair's turn.
     */
    async begin(attempt: Attempt): Promise<void> {
      const keys = keysOf(attempt);
      const [pair, account] = await limiter.peek(keys.pair, keys.account);
      if (account!.count >= ACCOUNT_FAILURES.max && pair!.count > 0) throw refuse(account!.retryAfterMs);
      const turn = await limiter.acquire(keys.wait, TURN_MS);
      if (!turn.acquired) throw refuse(turn.retryAfterMs);
    },

    /** Counts the failure; the pair's turn ends, or becomes its wait. */
    async failed(attempt: Attempt): Promise<void> {
      const keys = keysOf(attempt);
      const { count } = await limiter.hit(keys.pair, {
        max: SIGN_IN_FAILURES.free,
        windowMs: SIGN_IN_FAILURES.windowMs,
      });
      await limiter.hit(keys.account, ACCOUNT_FAILURES);
      const wait = waitAfter(count);
      if (wait > 0) await limiter.hold(keys.wait, wait);
      else await limiter.reset(keys.wait);
    },

    /** A sign-in ends the turn and starts the pair's count again. */
    async succeeded(attempt: Attempt): Promise<void> {
      const keys = keysOf(attempt);
      await limiter.reset(keys.pair, keys.wait);
    },
  };
}
