package io.hotshard.report.run;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.hotshard.runformat.ManifestCluster;
import io.hotshard.runformat.EventKind;
import io.hotshard.runformat.GeneratorInfo;
import io.hotshard.runformat.ManifestHotKey;
import io.hotshard.runformat.MitigationInfo;
import io.hotshard.runformat.RecordedReconciliation;
import io.hotshard.runformat.RunEvent;
import io.hotshard.runformat.RunFiles;
import io.hotshard.runformat.RunManifest;
import io.hotshard.runformat.RunStatus;
import io.hotshard.runformat.ManifestShard;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/** Reads and validates {@code run.json} (format 1 of the run-directory contract). */
public final class ManifestReader {

    /** The only manifest format this reader understands. */
    public static final int FORMAT = RunFiles.MANIFEST_FORMAT;

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private ManifestReader() {
    }

    /** Parses a manifest; every contract violation fails with a message naming the field and the bad value. */
    public static RunManifest parse(String json) {
        JsonNode root;
        try {
            root = MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not valid JSON: " + e.getOriginalMessage());
        }
        JsonFields run = new JsonFields(root, "");
        int format = run.integer("format");
        if (format != FORMAT) {
            throw new IllegalArgumentException("format must be " + FORMAT + " but was " + format);
        }
        return new RunManifest(format,
                RunStatus.byName(run.text("status")),
                run.text("simulation"),
                instant(run, "startedAt"),
                run.has("endedAt") ? Optional.of(instant(run, "endedAt")) : Optional.empty(),
                run.has("seed") ? OptionalLong.of(run.whole("seed")) : OptionalLong.empty(),
                run.scalars("versions"),
                run.scalars("parameters"),
                cluster(run.object("cluster"), TargetInfo.clientSideKind(root.path("target").path("kind").asText())),
                events(run),
                run.optionalObject("reconciliation").map(ManifestReader::reconciliation),
                run.optionalObject("generator").map(ManifestReader::generator),
                run.optionalObject("mitigation").map(ManifestReader::mitigation));
    }

    private static Instant instant(JsonFields node, String field) {
        String text = node.text(field);
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException(node.path(field) + " must be an ISO-8601 instant but was " + text);
        }
    }

    private static ManifestCluster cluster(JsonFields cluster, boolean clientSide) {
        Map<String, String> settings = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = cluster.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            if (entry.getValue().isValueNode() && !entry.getKey().equals("partitioner")) {
                settings.put(entry.getKey(), entry.getValue().asText());
            }
        }
        JsonNode array = cluster.array("shards");
        List<ManifestShard> shards = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            shards.add(shard(new JsonFields(array.get(i), cluster.path("shards[" + i + "]"))));
        }
        if (shards.isEmpty() && !clientSide) {
            throw new IllegalArgumentException(cluster.path("shards") + " must list at least one shard but was empty");
        }
        return new ManifestCluster(cluster.text("partitioner"), settings, shards);
    }

    private static ManifestShard shard(JsonFields shard) {
        JsonFields latency = shard.optionalObject("latency").orElse(null);
        double slowness = shard.number("slownessMultiplier", 1.0);
        double latencyMean = latency == null ? Double.NaN : latency.number("meanMicros", Double.NaN);
        double meanService = shard.has("meanServiceMicros")
                ? shard.number("meanServiceMicros") : latencyMean * slowness;
        try {
            return new ManifestShard(shard.text("id"), shard.text("url", ""), shard.number("weight", 1.0),
                    shard.integer("concurrency"), shard.integer("queueCapacity"),
                    latency == null ? "" : latency.text("model", ""), latencyMean, slowness, meanService);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(shard.where() + ": " + e.getMessage(), e);
        }
    }

    private static List<RunEvent> events(JsonFields run) {
        List<RunEvent> events = new ArrayList<>();
        if (!run.has("events")) {
            return events;
        }
        JsonNode array = run.array("events");
        for (int i = 0; i < array.size(); i++) {
            JsonFields event = new JsonFields(array.get(i), "events[" + i + "]");
            EventKind kind;
            try {
                kind = EventKind.byName(event.text("kind"));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(event.path("kind") + ": " + e.getMessage(), e);
            }
            long at = event.whole("atMillis");
            if (at < 0) {
                throw new IllegalArgumentException(event.path("atMillis") + " must be >= 0 but was " + at);
            }
            events.add(new RunEvent(at, event.text("time", ""), kind, event.text("target", ""),
                    event.scalars("detail")));
        }
        events.sort((a, b) -> Long.compare(a.atMillis(), b.atMillis()));
        return events;
    }

    private static RecordedReconciliation reconciliation(JsonFields r) {
        return new RecordedReconciliation(r.whole("routerRequests"), r.whole("shardCompleted"),
                r.whole("shardRejected"), r.whole("shardErrored"), r.whole("routerFailures"), r.bool("matches"));
    }

    private static GeneratorInfo generator(JsonFields g) {
        List<ManifestHotKey> hotKeys = new ArrayList<>();
        if (g.has("hotKeys")) {
            JsonNode array = g.array("hotKeys");
            for (int i = 0; i < array.size(); i++) {
                JsonFields key = new JsonFields(array.get(i), g.path("hotKeys[" + i + "]"));
                try {
                    hotKeys.add(new ManifestHotKey(key.text("key"), key.number("share")));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(g.path("hotKeys[" + i + "]") + ": " + e.getMessage(), e);
                }
            }
        }
        hotKeys.sort((a, b) -> Double.compare(b.share(), a.share()));
        return new GeneratorInfo(g.has("requests") ? g.whole("requests") : -1, hotKeys,
                g.text("arrivals", ""));
    }

    private static MitigationInfo mitigation(JsonFields m) {
        Map<String, Double> cost = new LinkedHashMap<>();
        if (m.has("cost")) {
            JsonFields costs = m.object("cost");
            for (Iterator<Map.Entry<String, JsonNode>> it = costs.fields(); it.hasNext(); ) {
                String name = it.next().getKey();
                cost.put(name, costs.number(name));
            }
        }
        return new MitigationInfo(m.text("name"), cost);
    }
}
