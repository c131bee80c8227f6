package io.hotshard.report.analysis;

import io.hotshard.report.run.RedisFigures;
import io.hotshard.report.run.RunFormatException;
import io.hotshard.runformat.RedisReshard;
import io.hotshard.runformat.RedisShard;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * One Redis run's figures in a comparison of mitigations on the same load: what the client got (counts and latency
 * from its intended start), where the requests went (the hottest shard's share, after the move for a run that added a
 * master) and what it cost the nodes (the busiest node's time in commands, the SET commands per write).
 *
 * @param mitigation    what the run changed, from its settings: salting, replica reads, a master added, or none
 * @param rate          {@code hotshard.rate} as the run was given it, empty when it ran at the simulation's default
 * @param busiestNode   the node (master or replica) that spent the largest mean share of its time in commands
 * @param hottestAfter  the largest share of any shard after a reshard's move; NaN without one
 */
public record RedisComparedRun(String name, String dir, String mitigation, String command, String rate, long sent,
                               long ok, long failed, long refused, LatencyStats latency, int hottestShard,
                               double hottestShare, double hottestAfter, String busiestNode, double busiestMeanBusy,
                               double busiestPeakBusy, long writes, long writeCommands, long cacheHits,
                               long cacheMisses, boolean reconciled) implements StoreComparedRun {

    /** Reduces a Redis run to the compared figures; fails naming the directory when it is not a finished Redis run. */
    public static RedisComparedRun of(String name, ClientSideRun c) {
        RedisFigures r = c.redis().orElseThrow(() -> new RunFormatException(c.run().dir() + " is not a finished "
                + "Redis run (run.json has no redis section): only Redis runs compare with Redis runs"));
        Map<String, String> p = c.run().manifest().parameters();
        RedisShard hottest = r.hottest().orElseThrow(() -> new RunFormatException(c.run().dir() + ": no shards"));
        RedisShard busiest = r.shards().stream().max(Comparator.comparingDouble(RedisComparedRun::busiest))
                .orElseThrow();
        boolean onReplica = busiest.replicaMeanCommandBusy() > busiest.meanCommandBusy();
        return new RedisComparedRun(name, c.run().dir().toAbsolutePath().normalize().toString(), mitigation(p),
                r.command(), p.getOrDefault("hotshard.rate", ""), c.count("requests"), c.count("ok"),
                c.count("failed"), c.count("refused"), c.latency(), hottest.port(), hottest.measured(),
                r.reshard().map(m -> m.shares().stream().mapToDouble(RedisReshard.RedisReshardShare::measuredAfter)
                        .max().orElse(Double.NaN)).orElse(Double.NaN),
                (onReplica ? "replica of " : "master ") + busiest.port(),
                onReplica ? busiest.replicaMeanCommandBusy() : busiest.meanCommandBusy(),
                onReplica ? busiest.replicaPeakCommandBusy() : busiest.peakCommandBusy(), r.writes(),
                r.writeCommands(), r.cacheHits(), r.cacheMisses(), r.reconciliation().withinTolerance());
    }

    /** The client-side cache's hit ratio; NaN when no read went through one. */
    public double cacheHitRatio() {
        return cacheHits + cacheMisses == 0 ? Double.NaN : (double) cacheHits / (cacheHits + cacheMisses);
    }

    /** SET commands per write request; NaN without writes. */
    public double commandsPerWrite() {
        return writes == 0 ? Double.NaN : (double) writeCommands / writes;
    }

    private static double busiest(RedisShard s) {
        return Math.max(s.meanCommandBusy(), s.replicaMeanCommandBusy());
    }

    /** The mitigation a run's settings name, {@code none} when they name none. */
    static String mitigation(Map<String, String> p) {
        List<String> parts = new ArrayList<>();
        int salt = Integer.parseInt(p.getOrDefault("hotshard.redis.salt", "1"));
        if (salt > 1) {
            parts.add("salting x" + salt);
        }
        if (Boolean.parseBoolean(p.getOrDefault("hotshard.redis.replicaReads", "false"))) {
            parts.add("replica reads");
        }
        if (Boolean.parseBoolean(p.getOrDefault("hotshard.redis.clientCache", "false"))) {
            parts.add("client-side cache");
        }
        if (p.containsKey("hotshard.redis.addMasterAt")) {
            parts.add(p.getOrDefault("hotshard.redis.move", RedisReshard.EVEN).equals(RedisReshard.HOT)
                    ? "a master of its own for the hot slot" : "a master added (even share)");
        }
        return parts.isEmpty() ? "none" : String.join(" + ", parts);
    }
}
