package io.hotshard.router.membership;

import io.hotshard.router.client.ShardClient;
import io.hotshard.router.core.DownOn;
import io.hotshard.router.core.FailureKind;
import io.hotshard.router.core.Member;
import io.hotshard.router.core.ShardFailure;
import io.vertx.core.http.HttpMethod;
import java.util.HashSet;
import java.util.Set;

/**
 * Periodic {@code GET /health} probes of every known shard, over their own small connection pool so that
 * probes never queue behind data requests. A refused or broken connection or a non-200 answer marks a shard
 * down; a timeout does so only with {@code downOn=timeout}; a 200 marks a down shard up again. At most one
 * probe per shard is outstanding. Runs on the router's control loop, which confines {@link #probing}.
 *
 * <p>The probes of one period are spread over it, as HAProxy spreads its checks: the shards are dealt into
 * {@link #slices(long)} turns by id, and each turn probes its own, so a thousand shards see a steady trickle of
 * probes rather than a thousand at once every period.
 */
public final class HealthChecker {

    private final ShardClient probes;
    private final Membership membership;
    private final DownOn downOn;
    private final Set<String> probing = new HashSet<>();
    private boolean stopped;

    public HealthChecker(ShardClient probes, Membership membership, DownOn downOn) {
        this.probes = probes;
        this.membership = membership;
        this.downOn = downOn;
    }

    /** Ignores the outcome of outstanding probes: closing the router's clients fails them. */
    public void stop() {
        stopped = true;
    }

    /** Turns a probe period of {@code intervalMillis} is dealt into: up to ten, none shorter than 10 ms. */
    public static int slices(long intervalMillis) {
        return (int) Math.max(1, Math.min(10, intervalMillis / 10));
    }

    /** Probes the known shards dealt to {@code turn} of {@code slices} that have no probe outstanding. */
    public void turn(long turn, int slices) {
        int slice = (int) Math.floorMod(turn, (long) slices);
        for (Member member : membership.current().members().values()) {
            if (Math.floorMod(member.id().hashCode(), slices) == slice && probing.add(member.id())) {
                probe(member);
            }
        }
    }

    private void probe(Member member) {
        String id = member.id();
        probes.send(member, HttpMethod.GET, "/health", null, () -> { }).onComplete(outcome -> {
            probing.remove(id);
            if (stopped) {
                return;
            }
            if (outcome.succeeded()) {
                int status = outcome.result().status();
                if (status == 200) {
                    membership.reportUp(id, "health check passed");
                } else {
                    membership.reportDown(id, "health check answered " + status);
                }
                return;
            }
            ShardFailure failure = ShardFailure.of(outcome.cause(), id);
            if (failure.kind() != FailureKind.TIMEOUT || downOn == DownOn.TIMEOUT) {
                membership.reportDown(id, "health check: " + failure.getMessage());
            }
        });
    }
}
