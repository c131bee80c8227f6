package io.hotshard.recording;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * What a recorder writes into the manifest besides measurements, and how it ends.
 *
 * @param directory     the run directory, created if missing
 * @param simulation    the name of what drove the run
 * @param seed          the seed of the run's randomness, so it can be replayed
 * @param parameters    the run's parameters as text (e.g. {@code hotshard.rate -> 2000})
 * @param versions      versions beyond hotshard, Java and Vert.x (e.g. {@code gatling})
 * @param drainTimeout  how long {@link RunRecorder#finish()} waits for requests in flight to end
 * @param shutdownHook  whether the recorder marks the run incomplete if the JVM exits before it finished;
 *                      off for callers that finish the run in a shutdown hook of their own
 */
public record RunSettings(Path directory, String simulation, long seed, Map<String, String> parameters,
                          Map<String, String> versions, Duration drainTimeout, boolean shutdownHook) {

    /** Default wait for requests in flight at the end of a run. */
    public static final Duration DEFAULT_DRAIN_TIMEOUT = Duration.ofSeconds(5);
    private static final Duration MAX_DRAIN_TIMEOUT = Duration.ofMinutes(10);

    /** Validates the fields and copies the maps, keeping their order. */
    public RunSettings {
        Objects.requireNonNull(directory, "directory");
        if (simulation == null || simulation.isBlank()) {
            throw new IllegalArgumentException("simulation must not be blank but was '" + simulation + "'");
        }
        parameters = Collections.unmodifiableMap(new LinkedHashMap<>(Objects.requireNonNull(parameters, "parameters")));
        versions = Collections.unmodifiableMap(new LinkedHashMap<>(Objects.requireNonNull(versions, "versions")));
        Objects.requireNonNull(drainTimeout, "drainTimeout");
        if (drainTimeout.isNegative() || drainTimeout.compareTo(MAX_DRAIN_TIMEOUT) > 0) {
            throw new IllegalArgumentException("drainTimeout must be in [0, " + MAX_DRAIN_TIMEOUT + "] but was "
                    + drainTimeout);
        }
    }

    /** A run without parameters, a 5 s drain and a shutdown hook. */
    public static RunSettings of(Path directory, String simulation, long seed) {
        return new RunSettings(directory, simulation, seed, Map.of(), Map.of(), DEFAULT_DRAIN_TIMEOUT, true);
    }

    /** Returns a copy with these parameters. */
    public RunSettings withParameters(Map<String, String> newParameters) {
        return new RunSettings(directory, simulation, seed, newParameters, versions, drainTimeout, shutdownHook);
    }

    /** Returns a copy with these extra versions. */
    public RunSettings withVersions(Map<String, String> newVersions) {
        return new RunSettings(directory, simulation, seed, parameters, newVersions, drainTimeout, shutdownHook);
    }

    /** Returns a copy with another drain timeout. */
    public RunSettings withDrainTimeout(Duration timeout) {
        return new RunSettings(directory, simulation, seed, parameters, versions, timeout, shutdownHook);
    }

    /** Returns a copy with or without the recorder's own shutdown hook. */
    public RunSettings withShutdownHook(boolean install) {
        return new RunSettings(directory, simulation, seed, parameters, versions, drainTimeout, install);
    }
}
