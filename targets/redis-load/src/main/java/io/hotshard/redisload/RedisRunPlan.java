package io.hotshard.redisload;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a run needs before it starts: its name and seed, the settings in force, where runs go ({@code runsRoot}, or
 * exactly {@code runDirectory} when given), the keys to preload and a sample of the load's keys (drawn from the same
 * distribution with another seed) to predict each shard's share.
 */
public record RedisRunPlan(String simulation, long seed, RedisSettings settings, Map<String, String> parameters,
                           Path runsRoot, Optional<Path> runDirectory, List<String> preloadKeys,
                           List<String> predictionKeys) {

    /** A plan whose run directory is named in {@code runsRoot} by {@link io.hotshard.recording.RunDirectories}. */
    public RedisRunPlan(String simulation, long seed, RedisSettings settings, Map<String, String> parameters,
                        Path runsRoot, List<String> preloadKeys, List<String> predictionKeys) {
        this(simulation, seed, settings, parameters, runsRoot, Optional.empty(), preloadKeys, predictionKeys);
    }
}
