package io.hotshard.runformat;

/** The names of the files in a run directory, and the format of its manifest. */
public final class RunFiles {

    /** The manifest; the only file every run has. */
    public static final String MANIFEST = "run.json";
    /** The only {@code format} of {@code run.json} written and understood. */
    public static final int MANIFEST_FORMAT = 1;
    /** One row per shard per second ({@link RunColumns#TIMELINE}). */
    public static final String TIMELINE = "timeline.csv";
    /** One row per second for the router ({@link RunColumns#ROUTER}). */
    public static final String ROUTER = "router.csv";
    /** The router's latency of single-key requests, one interval per second. */
    public static final String ROUTER_SINGLE_KEY_LOG = "router-single-key.hlog";
    /** The router's latency of fan-out requests, one interval per second. */
    public static final String ROUTER_FANOUT_LOG = "router-fanout.hlog";
    /** The client's latency from each request's intended send time; in a run of several injectors, their merge. */
    public static final String CLIENT_LOG = "client.hlog";
    /** The router's vnode tokens by shard when recording started. */
    public static final String RING_START = "ring-start.json";
    /** The router's vnode tokens by shard when recording ended. */
    public static final String RING_END = "ring-end.json";
    /** One row per second while a migration is known. */
    public static final String MIGRATION = "migration.csv";
    /** The router's hot-key detector at the end of the run. */
    public static final String HOT_KEYS = "hotkeys.json";
    /** Time-series runs: writes per shard and what the window reads cost. */
    public static final String TIMESERIES = "timeseries.json";
    /** The injectors of a run merged. */
    public static final String INJECTORS = "injectors.json";
    /** Redis runs: each node's figures once a second, from its {@code INFO}. */
    public static final String REDIS_NODES = "redis-nodes.csv";
    /** Redis runs: one row per shard ({@link RunColumns#REDIS_SHARES}). */
    public static final String REDIS_SHARES = "redis-shares.csv";
    /** Redis runs: the name of {@code run.json}'s section with the run's summary. */
    public static final String REDIS_SECTION = "redis";
    /** The {@code target.kind} of a run against a Redis Cluster, read from the client and each node's INFO. */
    public static final String REDIS_TARGET_KIND = "redis";
    /** Cassandra runs: each node's own request counts and thread pools once a second, read over JMX. */
    public static final String CASSANDRA_NODES = "cassandra-nodes.csv";
    /** Cassandra runs: the client's CPU time and completed requests ({@link RunColumns#CASSANDRA_CLIENT}). */
    public static final String CASSANDRA_CLIENT = "cassandra-client.csv";
    /** Cassandra runs: one row per node ({@link RunColumns#CASSANDRA_SHARES}). */
    public static final String CASSANDRA_SHARES = "cassandra-shares.csv";
    /** Cassandra runs: the name of {@code run.json}'s section with the run's summary. */
    public static final String CASSANDRA_SECTION = "cassandra";
    /** The {@code target.kind} of a run against a Cassandra cluster, read from the client and each node's JMX. */
    public static final String CASSANDRA_TARGET_KIND = "cassandra";
    /** The report's HTML page. */
    public static final String REPORT_HTML = "report.html";
    /** The report's Markdown page. */
    public static final String REPORT_MARKDOWN = "report.md";
    /** The report's key figures. */
    public static final String SUMMARY = "summary.json";
    /** Appended to a file's name while it is written; a reader of an unfinished run falls back to it. */
    public static final String PART_SUFFIX = ".part";

    private static final String SHARD_PREFIX = "shard-";

    private RunFiles() {
    }

    /**
     * The interval log of one shard: {@code shard-<id><suffix>.hlog}, without repeating the prefix when the id
     * already begins with {@code shard-}.
     *
     * @param suffix {@code ""} (total time), {@code -service}, {@code -wait}, {@code -late}, {@code -delay} or
     *               {@code -gaps}
     */
    public static String shardLog(String shardId, String suffix) {
        return (shardId.startsWith(SHARD_PREFIX) ? shardId : SHARD_PREFIX + shardId) + suffix + ".hlog";
    }

    /** The form of {@link #shardLog} that repeats the prefix ({@code shard-shard-0.hlog}), which readers accept too. */
    public static String shardLogRepeatedPrefix(String shardId, String suffix) {
        return SHARD_PREFIX + shardId + suffix + ".hlog";
    }

    /** Injector {@code index}'s client latency log. */
    public static String injectorLog(int index) {
        return "injector-" + index + ".hlog";
    }

    /** Injector {@code index}'s counts. */
    public static String injectorCounts(int index) {
        return "injector-" + index + ".json";
    }

    /** Injector {@code index}'s console output (local injectors). */
    public static String injectorConsole(int index) {
        return "injector-" + index + ".log";
    }

    /** The directory of Gatling's own {@code simulation.log} of injector {@code index} > 0. */
    public static String injectorGatlingDir(int index) {
        return "gatling-injector-" + index;
    }

    /** Written when injector {@code index} is about to send. */
    public static String injectorReady(int index) {
        return "injector-" + index + ".ready";
    }
}
