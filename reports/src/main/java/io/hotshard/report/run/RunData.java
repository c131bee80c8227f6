package io.hotshard.report.run;

import io.hotshard.runformat.RunManifest;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Everything read from one run directory.
 *
 * @param shardTotal per shard id: total time in the shard (queue wait + service), from {@code shard-<id>.hlog}
 * @param shardService per shard id: service time only, from {@code shard-<id>-service.hlog}
 * @param notes what was missing or read from an interrupted writer's {@code .part} file
 */
public record RunData(Path dir, RunManifest manifest, List<ShardSecond> timeline, List<RouterSecond> router,
                      Optional<HlogSeries> routerSingleKey, Optional<HlogSeries> routerFanout,
                      Map<String, HlogSeries> shardTotal, Map<String, HlogSeries> shardService,
                      List<String> notes) {

    /** Copies the collections so the record stays immutable. */
    public RunData {
        timeline = List.copyOf(timeline);
        router = List.copyOf(router);
        shardTotal = Collections.unmodifiableMap(new LinkedHashMap<>(shardTotal));
        shardService = Collections.unmodifiableMap(new LinkedHashMap<>(shardService));
        notes = List.copyOf(notes);
    }

    /** A display name: the directory's name. */
    public String name() {
        Path file = dir.getFileName();
        return file == null ? dir.toString() : file.toString();
    }
}
