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

    /** Probes every known shard that has no probe outstanding. */
    public void round() {
        for (Member member : membership.current().members().values()) {
            if (probing.add(member.id())) {
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
