package io.hotshard.cli.print;

import io.hotshard.cluster.ClusterConfig;
import io.hotshard.cluster.EmbeddedCluster;
import io.hotshard.recording.Reconciliation;
import io.hotshard.recording.RunResult;
import io.hotshard.shard.LatencyText;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** What {@code hotshard cluster} prints once it runs: URLs, admin and metrics endpoints, and a curl example. */
public final class ClusterBanner {

    private ClusterBanner() {
    }

    /** Prints the banner of a running embedded cluster. */
    public static void print(PrintWriter out, EmbeddedCluster cluster, ClusterConfig config) {
        print(out, cluster.routerUrls(), cluster.shardUrls(), config);
    }

    /**
     * Prints the banner of a cluster whose routers (the first one first) and shards serve at these URLs; several
     * routers agree, so any of them takes admin changes.
     */
    public static void print(PrintWriter out, List<String> routers, Map<String, String> shardUrls,
                             ClusterConfig config) {
        print(out, routers.get(0), shardUrls, config);
        for (int i = 1; i < routers.size(); i++) {
            out.println("router-" + i + " listening on " + routers.get(i) + " (agrees with " + routers.get(0)
                    + "); live dashboard at " + routers.get(i) + "/dashboard");
        }
        if (routers.size() > 1) {
            out.println("routers: " + String.join(",", routers));
        }
    }

    /** Prints the banner of a cluster whose router and shards (id to URL, in ring order) serve at these URLs. */
    public static void print(PrintWriter out, String router, Map<String, String> shardUrls, ClusterConfig config) {
        out.println(String.format(Locale.ROOT, "router listening on %s (%s, %s, %d vnodes, down on %s, %s)", router,
                config.partitioner().kind().label(), config.partitioner().hash().label(), config.partitioner().vnodes(),
                config.router().downOn().label(), config.router().removeDownNodes() ? "down shards leave the ring"
                        : "down shards stay in the ring"));
        shardUrls.forEach((id, url) -> out.println(String.format(Locale.ROOT,
                "shard %s listening on %s (concurrency %d, queue %d, latency %s)", id, url,
                config.shardTemplate().concurrency(), config.shardTemplate().queueCapacity(),
                LatencyText.format(config.shardTemplate().latency()))));
        out.println("hotshard: live dashboard at " + router + "/dashboard");
        out.println("data:    " + router + "/kv/{key} (GET, PUT, DELETE), " + router + "/fanout?q=PREFIX");
        out.println("admin:   " + router + "/admin/ring, /admin/nodes (POST, DELETE /admin/nodes/{id}),"
                + " /admin/partitioner (POST), /admin/events, /admin/metrics, /admin/stream (live snapshots)");
        out.println("shards:  {shard}/health, /admin/config (GET, POST), /admin/stall, /admin/down (POST),"
                + " /metrics, /metrics/prometheus, /metrics/intervals");
        out.println("try:     curl -X PUT --data-binary hello " + router + "/kv/user:1 && curl " + router
                + "/kv/user:1");
    }

    /** The reconciliation of a finished run in one line. */
    public static String counts(RunResult result) {
        Reconciliation r = result.reconciliation();
        return String.format(Locale.ROOT, "%d client requests, %d shard requests = %d completed + %d rejected"
                        + " + %d errored + %d router failures (%s)", r.clientRequests(), r.routerRequests(),
                r.shardCompleted(), r.shardRejected(), r.shardErrored(), r.routerFailures(),
                r.matches() ? "counts match" : "counts DO NOT match");
    }
}
