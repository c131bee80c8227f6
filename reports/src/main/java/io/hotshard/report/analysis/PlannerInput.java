package io.hotshard.report.analysis;

/**
 * The measured figures a capacity plan starts from.
 *
 * @param targetRatePerSecond R, client requests per second to plan for
 * @param rateSource how R was chosen, for the report
 * @param fanoutFraction phi, the fraction of client requests that are fan-out queries (one leg per shard)
 * @param currentShards the run's shard count
 * @param celebrityShare k, the top key's fraction of the key-addressed requests
 * @param celebritySource how k was found, for the report
 * @param topKeysShare the fraction of key-addressed requests of the keys given a dedicated shard
 * @param servers c, service slots per shard (the hottest shard's concurrency)
 * @param service the hottest shard's service-time distribution
 */
public record PlannerInput(double targetRatePerSecond, String rateSource, double fanoutFraction,
                           int currentShards, double celebrityShare, String celebritySource,
                           double topKeysShare, int servers, ServiceDistribution service, PlanTargets targets) {

    /** Checks the figures the model relies on. */
    public PlannerInput {
        if (!(targetRatePerSecond > 0)) {
            throw new IllegalArgumentException("target rate must be > 0 but was " + targetRatePerSecond);
        }
        if (!(fanoutFraction >= 0 && fanoutFraction <= 1)) {
            throw new IllegalArgumentException("fan-out fraction must be in [0, 1] but was " + fanoutFraction);
        }
        if (!(celebrityShare >= 0 && celebrityShare <= 1)) {
            throw new IllegalArgumentException("celebrity share must be in [0, 1] but was " + celebrityShare);
        }
        if (!(topKeysShare >= celebrityShare && topKeysShare <= 1)) {
            throw new IllegalArgumentException("top keys share must be in [celebrity share, 1] but was "
                    + topKeysShare);
        }
        if (servers < 1) {
            throw new IllegalArgumentException("servers must be >= 1 but was " + servers);
        }
    }

    /** Requests per second one shard serves at 100 % utilisation: {@code c / S}. */
    public double shardCapacityPerSecond() {
        return servers * 1e6 / service.meanMicros();
    }

    /** Key-addressed requests per second: {@code R (1 - phi)}. */
    public double keyedRatePerSecond() {
        return targetRatePerSecond * (1 - fanoutFraction);
    }

    /** Fan-out legs per second each shard receives: {@code R phi}, whatever the shard count. */
    public double legRatePerSecond() {
        return targetRatePerSecond * fanoutFraction;
    }
}
