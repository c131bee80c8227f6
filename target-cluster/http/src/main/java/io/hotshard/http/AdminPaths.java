package io.hotshard.http;

import io.vertx.core.http.HttpMethod;
import java.util.Set;

/**
 * Which requests are admin requests, the ones an {@link AdminToken} guards: every change under {@code /admin/}
 * (nodes, partitioner, mitigations, migrations, stall, down, config), {@code /metrics/reset}, and the shard's key
 * listing. Data ({@code /kv}, {@code /fanout}, {@code /scan}), {@code /health}, metrics reads and the dashboard
 * stay open, so a load generator and a Prometheus server need no secret.
 */
public final class AdminPaths {

    /** Reads that are nonetheless guarded: they disclose the data set. */
    private static final Set<String> GUARDED_READS = Set.of("/admin/keys");

    private AdminPaths() {
    }

    /** Whether {@code method path} needs the admin token; {@code path} without its query string. */
    public static boolean guarded(HttpMethod method, String path) {
        if (path == null) {
            return false;
        }
        if (path.startsWith("/metrics/reset")) {
            return true;
        }
        if (!path.startsWith("/admin")) {
            return false;
        }
        boolean read = method == HttpMethod.GET || method == HttpMethod.HEAD;
        return !read || GUARDED_READS.contains(path);
    }
}
