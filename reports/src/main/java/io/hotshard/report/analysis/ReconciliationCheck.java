package io.hotshard.report.analysis;

import io.hotshard.report.run.RouterSecond;
import io.hotshard.report.run.RunData;
import io.hotshard.report.run.ShardSecond;
import io.hotshard.runformat.RecordedReconciliation;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Whether the counts of generator, router and shards agree: the run's own reconciliation identity
 * {@code routerRequests = shardCompleted + shardRejected + shardErrored + routerFailures}, the shard counts
 * against the sums of {@code timeline.csv}, and the generator's requests against the router's client requests.
 *
 * @param generatorRequests client requests the generator sent, or -1 when not recorded
 * @param routerClientRequests the sum of {@code router.csv}'s requests, or -1 without router.csv
 * @param checks every comparison that could be made
 */
public record ReconciliationCheck(long generatorRequests, long routerClientRequests,
                                  Optional<RecordedReconciliation> recorded, long timelineCompleted,
                                  long timelineRejected, long timelineErrored, List<Comparison> checks) {

    /** The overall outcome. */
    public enum Verdict { MATCH, MISMATCH, UNKNOWN }

    /** One comparison and whether it held. */
    public record Comparison(String description, boolean holds) {
    }

    /** Copies the list so the record stays immutable. */
    public ReconciliationCheck {
        checks = List.copyOf(checks);
    }

    /** Makes every comparison the run's files allow. */
    public static ReconciliationCheck of(RunData run) {
        long completed = run.timeline().stream().mapToLong(ShardSecond::completions).sum();
        long rejected = run.timeline().stream().mapToLong(ShardSecond::rejections).sum();
        long errored = run.timeline().stream().mapToLong(ShardSecond::errors).sum();
        long generator = run.manifest().generator().map(g -> g.requests()).orElse(-1L);
        long client = run.router().isEmpty() ? -1 : run.router().stream().mapToLong(RouterSecond::requests).sum();
        Optional<RecordedReconciliation> recorded = run.manifest().reconciliation();
        List<Comparison> checks = new ArrayList<>();
        if (generator >= 0 && client >= 0) {
            checks.add(new Comparison(String.format(Locale.ROOT, "generator sent %d = router received %d client "
                    + "requests", generator, client), generator == client));
        }
        recorded.ifPresent(r -> {
            long sum = r.shardCompleted() + r.shardRejected() + r.shardErrored() + r.routerFailures();
            checks.add(new Comparison(String.format(Locale.ROOT, "router requests %d = shard completed %d + "
                    + "rejected %d + errored %d + router failures %d (= %d)", r.routerRequests(), r.shardCompleted(),
                    r.shardRejected(), r.shardErrored(), r.routerFailures(), sum), r.routerRequests() == sum));
            checks.add(new Comparison("run.json reconciliation says " + (r.matches() ? "matches" : "does not match"),
                    r.matches()));
            if (!run.timeline().isEmpty()) {
                checks.add(new Comparison(String.format(Locale.ROOT, "timeline.csv sums %d completed, %d rejected, "
                        + "%d errored = run.json's shard counts", completed, rejected, errored),
                        completed == r.shardCompleted() && rejected == r.shardRejected()
                                && errored == r.shardErrored()));
            }
        });
        return new ReconciliationCheck(generator, client, recorded, completed, rejected, errored, checks);
    }

    /** MATCH when every comparison held, MISMATCH when one failed, UNKNOWN when none could be made. */
    public Verdict verdict() {
        if (checks.isEmpty()) {
            return Verdict.UNKNOWN;
        }
        return checks.stream().allMatch(Comparison::holds) ? Verdict.MATCH : Verdict.MISMATCH;
    }

    /** The reconciliation in one line. */
    public String line() {
        StringBuilder line = new StringBuilder();
        line.append(generatorRequests >= 0 ? "generator " + generatorRequests : "generator: not recorded");
        line.append(" | router ").append(routerClientRequests >= 0 ? routerClientRequests + " client requests"
                : "client requests: no router.csv");
        recorded.ifPresentOrElse(r -> line.append(String.format(Locale.ROOT, ", %d shard-bound requests | shards "
                        + "%d completed + %d rejected + %d errored | router failures %d", r.routerRequests(),
                        r.shardCompleted(), r.shardRejected(), r.shardErrored(), r.routerFailures())),
                () -> line.append(String.format(Locale.ROOT, " | shards (timeline.csv) %d completed + %d rejected + "
                        + "%d errored | no reconciliation in run.json", timelineCompleted, timelineRejected,
                        timelineErrored)));
        line.append(" | ").append(switch (verdict()) {
            case MATCH -> "counts match";
            case MISMATCH -> "counts DO NOT match";
            case UNKNOWN -> "nothing to reconcile";
        });
        return line.toString();
    }
}
