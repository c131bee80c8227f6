package io.hotshard.router.migrate;

/**
 * A token bucket (as in RFC 2697's meters): {@code ratePerSecond} tokens accrue continuously up to
 * {@code burst}, and each key handled takes one, so over any interval of {@code t} seconds at most
 * {@code burst + rate * t} keys pass. Time is passed in, in nanoseconds, so the arithmetic is tested without
 * waiting. Not thread-safe: one event loop owns it.
 */
final class TokenBucket {

    /** Rounding slack: a token accrued over exactly its interval must count as whole. */
    private static final double EPSILON = 1e-9;

    private final double tokensPerNano;
    private final double burst;
    private double tokens;
    private long lastNanos;

    /** A full bucket at {@code nowNanos}. */
    TokenBucket(double ratePerSecond, double burst, long nowNanos) {
        if (!(ratePerSecond > 0) || Double.isInfinite(ratePerSecond)) {
            throw new IllegalArgumentException("ratePerSecond must be > 0 and finite but was " + ratePerSecond);
        }
        if (!(burst >= 1) || Double.isInfinite(burst)) {
            throw new IllegalArgumentException("burst must be >= 1 and finite but was " + burst);
        }
        this.tokensPerNano = ratePerSecond / 1e9;
        this.burst = burst;
        this.tokens = burst;
        this.lastNanos = nowNanos;
    }

    /** The burst of a bucket at {@code ratePerSecond}: a tenth of a second's worth, at least one token. */
    static double burstFor(double ratePerSecond) {
        return Math.max(1, Math.floor(ratePerSecond / 10));
    }

    /** Takes a token if one is there. */
    boolean tryTake(long nowNanos) {
        refill(nowNanos);
        if (tokens >= 1 - EPSILON) {
            tokens = Math.max(0, tokens - 1);
            return true;
        }
        return false;
    }

    /** Nanoseconds until a token is there, 0 if one is now. */
    long nanosUntilToken(long nowNanos) {
        refill(nowNanos);
        return tokens >= 1 - EPSILON ? 0 : (long) Math.ceil((1 - EPSILON - tokens) / tokensPerNano);
    }

    private void refill(long nowNanos) {
        if (nowNanos > lastNanos) {
            tokens = Math.min(burst, tokens + (nowNanos - lastNanos) * tokensPerNano);
            lastNanos = nowNanos;
        }
    }
}
