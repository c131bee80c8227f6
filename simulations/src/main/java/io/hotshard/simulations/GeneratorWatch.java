package io.hotshard.simulations;

import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.Locale;

/**
 * The load generator's side of a run: the connection cap its requests go through, what it sent and refused, how
 * late it started virtual users (a probe due every {@link #PROBE_INTERVAL_NANOS}) and how many file descriptors
 * its JVM held. {@link #finish()} gives {@code run.json}'s {@code generator} section.
 */
public final class GeneratorWatch {

    /** The schedule probe runs 100 times a second: coarse enough to cost nothing, fine enough for a p99. */
    public static final long PROBE_INTERVAL_NANOS = 10_000_000;
    private static final Duration DESCRIPTOR_SAMPLING = Duration.ofMillis(200);

    private final ClientShape client;
    private final ConnectionCap cap;
    private final GeneratorCounts counts = new GeneratorCounts();
    private final ScheduleLag scheduleLag = new ScheduleLag(PROBE_INTERVAL_NANOS);
    private final DescriptorWatch descriptors;

    private GeneratorWatch(ClientShape client) {
        this.client = client;
        this.cap = new ConnectionCap(client.maxConnections());
        this.descriptors = DescriptorWatch.start(DESCRIPTOR_SAMPLING);
    }

    /** Starts watching; the descriptor count now is the run's baseline. */
    public static GeneratorWatch start(ClientShape client) {
        return new GeneratorWatch(client);
    }

    /** The cap on requests in flight per target host ({@code hotshard.maxConnections}). */
    public ConnectionCap cap() {
        return cap;
    }

    /** What was sent, refused, answered and failed. */
    public GeneratorCounts counts() {
        return counts;
    }

    /** The schedule probe's lags so far. */
    public ScheduleLag scheduleLag() {
        return scheduleLag;
    }

    /** Records one run of the schedule probe. */
    public void probeArrived() {
        scheduleLag.arrived(System.nanoTime());
    }

    /** Stops sampling descriptors and answers the {@code generator} section (without {@code hotKeys}). */
    public JsonObject finish() {
        descriptors.close();
        return counts.toJson().put("maxConnections", cap.max()).put("peakInFlight", cap.peakInFlight())
                .put("clientTimeoutMillis", client.clientTimeout().toMillis())
                .put("arrivals", client.arrivals().label())
                .put("openFilesAtStart", descriptors.first()).put("openFilesMax", descriptors.max())
                .put("scheduleLag", scheduleLag.toJson());
    }

    /** The section in one line for the console. */
    public static String line(JsonObject section) {
        JsonObject lag = section.getJsonObject("scheduleLag");
        return String.format(Locale.ROOT, "hotshard: generator offered %d, sent %d (ok %d, failed %d), refused %d at"
                        + " the cap of %d connections per host (peak in flight %d); open files max %d (%d at start);"
                        + " schedule lag p99 %.1f ms, max %.1f ms", section.getLong("offered"),
                section.getLong("requests"), section.getLong("ok"), section.getLong("failed"),
                section.getLong("refused"), section.getInteger("maxConnections"), section.getInteger("peakInFlight"),
                section.getInteger("openFilesMax"), section.getInteger("openFilesAtStart"),
                lag.getLong("p99Micros") / 1e3, lag.getLong("maxMicros") / 1e3);
    }
}
