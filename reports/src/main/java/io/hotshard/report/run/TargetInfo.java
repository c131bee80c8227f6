package io.hotshard.report.run;

import io.hotshard.runformat.RunFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code run.json}'s {@code target} section: what the run was pointed at. A target of kind {@code http} did not serve
 * hotshard's admin API, so its run holds client-side figures only; a target of kind {@code redis} is a Redis Cluster,
 * whose run holds the client's figures and each node's own ({@link RedisFigures}); a target of kind
 * {@code cassandra} is a Cassandra cluster, recorded like an {@code http} one with its nodes' figures in its own
 * files and {@code run.json} section; runs recorded before the section
 * existed have none and read a hotshard router.
 *
 * @param kind      {@code hotshard}, {@code http}, {@code redis} or {@code cassandra}
 * @param reason    why an {@code http} target was read from the client side only; empty for hotshard
 * @param absent    what such a run leaves out
 * @param statement the sentence that says so
 */
public record TargetInfo(String kind, String url, String reason, List<String> absent, String statement) {

    /** The kind of a target read from the client side only. */
    public static final String CLIENT_SIDE = "http";
    /** The kind of a Redis Cluster target: no router, each node's figures from its INFO. */
    public static final String REDIS = RunFiles.REDIS_TARGET_KIND;
    /** The kind of a Cassandra cluster target: no router, each node's figures from its JMX metrics. */
    public static final String CASSANDRA = RunFiles.CASSANDRA_TARGET_KIND;

    /** Copies the list. */
    public TargetInfo {
        absent = List.copyOf(absent);
    }

    /** Reads the section from {@code dir/run.json}; empty when the file or the section is missing. */
    public static Optional<TargetInfo> read(Path dir) {
        return ManifestSection.read(dir, "target").filter(t -> t.has("kind")).map(t -> {
            List<String> absent = new ArrayList<>();
            t.path("absent").forEach(a -> absent.add(a.asText()));
            return new TargetInfo(t.path("kind").asText(), t.path("url").asText(""), t.path("reason").asText(""),
                    absent, t.path("statement").asText(""));
        });
    }

    /** Whether {@code dir} holds a run recorded from the client side only. */
    public static boolean clientSide(Path dir) {
        return read(dir).map(TargetInfo::clientSide).orElse(false);
    }

    /** Whether the run was recorded without hotshard's admin API: an HTTP target, a Redis or a Cassandra cluster. */
    public boolean clientSide() {
        return clientSideKind(kind);
    }

    /** Whether {@code kind} is read without hotshard's admin API ({@code http}, {@code redis}, {@code cassandra}). */
    public static boolean clientSideKind(String kind) {
        return CLIENT_SIDE.equals(kind) || REDIS.equals(kind) || CASSANDRA.equals(kind);
    }

    /** Whether the target is a Redis Cluster. */
    public boolean redis() {
        return REDIS.equals(kind);
    }

    /** Whether the target is a Cassandra cluster. */
    public boolean cassandra() {
        return CASSANDRA.equals(kind);
    }
}
