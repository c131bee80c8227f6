package io.hotshard.router.data;

import io.hotshard.router.core.RouterState;
import io.hotshard.router.mitigate.KeyPlan;
import io.hotshard.router.mitigate.MitigationState;
import io.vertx.core.http.HttpMethod;

/**
 * One {@code /kv/{key}} request on its way: what it asked, when it arrived, and the snapshots and plan it was
 * routed with.
 */
record RoutedKv(KvRequest request, String key, HttpMethod method, long startNanos, RouterState state,
                MitigationState mitigations, KeyPlan plan) {

    /** The shard of the plan's first leg: the key's owner, or where a mitigation placed it. */
    String owner() {
        return plan.legs().get(0).primary().shardId();
    }

    /**
     * Whether a running migration must apply this request to the key's next owner as well: a plain write of the
     * key itself. Mitigated plans are not mirrored (their sub-keys move with the backfill), only counted for the
     * migration's barriers.
     */
    boolean mirrored() {
        return !plan.read() && plan.combine() == KeyPlan.Combine.SINGLE && plan.mitigation() == KeyPlan.Applied.NONE;
    }

    /** Whether this is a read the hedging settings hedge. */
    boolean hedged() {
        var hedging = mitigations.settings().hedging();
        return plan.read() && hedging.enabled() && hedging.singleKey();
    }
}
