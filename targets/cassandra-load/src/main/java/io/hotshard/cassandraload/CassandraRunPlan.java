package io.hotshard.cassandraload;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a run needs before it starts: its name and seed, the settings in force, where runs go ({@code runsRoot}, or
 * exactly {@code runDirectory} when given), the keys to preload, and a sample of the load's reads and writes (drawn
 * from the same distribution with another seed) to predict each node's share.
 */
public record CassandraRunPlan(String simulation, long seed, CassandraSettings settings,
                               Map<String, String> parameters, Path runsRoot, Optional<Path> runDirectory,
                               List<String> preloadKeys, List<String> predictedReads, List<String> predictedWrites) {
}
