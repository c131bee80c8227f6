package io.hotshard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.ring.HashAlgorithm;
import io.hotshard.ring.PartitionerKind;
import io.hotshard.router.RouterConfig;
import io.hotshard.router.core.DownOn;
import io.hotshard.router.core.ShardSpec;
import io.hotshard.shard.LatencyText;
import io.hotshard.shard.LogNormalLatency;
import io.hotshard.shard.ShardConfig;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

final class ServerCommandsTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private CommandLine.ParseResult parse(String... args) {
        return Cli.commandLine().parseArgs(args);
    }

    private <T> T command(Class<T> type, String... args) {
        CommandLine.ParseResult result = parse(args).subcommand();
        return type.cast(result.commandSpec().userObject());
    }

    private int run(String... args) {
        CommandLine cli = Cli.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        return cli.execute(args);
    }

    @Test
    void shard_options_buildTheShardConfig() {
        ShardConfig config = command(ShardCommand.class, "shard", "--port", "9000", "--id", "s7", "--concurrency", "2",
                "--queue", "10", "--latency", "lognormal:p50=1ms,p99=9ms", "--slowness", "2.5", "--error-rate", "0.1",
                "--seed", "7").config();

        assertThat(config).isEqualTo(new ShardConfig("s7", 9000, 2, 10, new LogNormalLatency(1_000, 9_000), 2.5, 0.1,
                7L));
    }

    @Test
    void shard_defaults_areDocumented() {
        ShardConfig config = command(ShardCommand.class, "shard", "--port", "0").config();

        assertThat(config).isEqualTo(new ShardConfig("shard-0", 0, 4, 64, LatencyText.parse(ShardConfig.DEFAULT_LATENCY), 1.0, 0.0,
                42L));
    }

    @Test
    void router_defaults_matchTheRouterDefaults() {
        RouterConfig config = command(RouterCommand.class, "router", "--port", "0", "--shard",
                "a=http://127.0.0.1:9000").config();

        assertThat(config).isEqualTo(RouterConfig.defaults(List.of(ShardSpec.of("a", "http://127.0.0.1:9000"))));
    }

    @Test
    void router_options_buildTheRouterConfig() {
        RouterConfig config = command(RouterCommand.class, "router", "--port", "8080", "--host", "127.0.0.2",
                "--shard", "a=http://127.0.0.1:9000", "--shard", "b=http://localhost:9001/", "--weights", "b=2",
                "--partitioner", "bounded", "--hash", "murmur3", "--vnodes", "50", "--epsilon", "0.5",
                "--request-timeout", "2s", "--pool-size", "8", "--health-interval", "0ms", "--health-timeout", "100ms",
                "--down-on", "timeout", "--remove-down-nodes", "--move-sample-keys", "100", "--share-sample-keys", "200")
                .config();

        assertThat(config.host()).isEqualTo("127.0.0.2");
        assertThat(config.port()).isEqualTo(8080);
        assertThat(config.shards()).extracting(ShardSpec::id, s -> s.url().port(), ShardSpec::weight)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("a", 9000, 1.0),
                        org.assertj.core.groups.Tuple.tuple("b", 9001, 2.0));
        assertThat(config.partitioner().kind()).isEqualTo(PartitionerKind.BOUNDED);
        assertThat(config.partitioner().hash()).isEqualTo(HashAlgorithm.MURMUR3);
        assertThat(config.partitioner().vnodes()).isEqualTo(50);
        assertThat(config.partitioner().epsilon()).isEqualTo(0.5);
        assertThat(config.requestTimeoutMillis()).isEqualTo(2_000);
        assertThat(config.poolSizePerShard()).isEqualTo(8);
        assertThat(config.healthCheckIntervalMillis()).isZero();
        assertThat(config.healthTimeoutMillis()).isEqualTo(100);
        assertThat(config.downOn()).isEqualTo(DownOn.TIMEOUT);
        assertThat(config.removeDownNodes()).isTrue();
        assertThat(config.allowRemoteShards()).isFalse();
        assertThat(config.moveSampleKeys()).isEqualTo(100);
        assertThat(config.shareSampleKeys()).isEqualTo(200);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "shard|Missing required option: '--port=PORT'",
        "shard --port 70000|port must be in [0, 65535] but was 70000",
        "shard --port 0 --concurrency 0|concurrency must be >= 1 but was 0",
        "shard --port 0 --queue -1|queueCapacity must be >= 0 but was -1",
        "shard --port 0 --error-rate 2|errorRate must be in [0, 1] but was 2.0",
        "shard --port 0 --id a/b|id must match [A-Za-z0-9_.-]{1,64} but was a/b",
        "shard --port 0 --latency fixed|latency 'fixed': expected MODEL:PARAMETERS",
        "shard --port 0 --latency weibull:k=1|latency model must be one of [fixed, uniform, exponential, lognormal, bimodal] but was weibull",
        "shard --port x|Invalid value for option '--port': 'x' is not an int",
        "router --port 0|Missing required option: '--shard=ID=URL'",
        "router --port 0 --shard a|shard must be ID=URL, e.g. shard-0=http://127.0.0.1:9000, but was 'a'",
        "router --port 0 --shard a=127.0.0.1:9000|url must be http://host:port",
        "router --port 0 --shard a=http://127.0.0.1|url must be http://host:port (explicit port, no path or query) but was 'http://127.0.0.1'",
        "router --port 0 --shard a=http://127.0.0.1:1 --shard a=http://127.0.0.1:2|duplicate shard id 'a' in shards",
        "router --port 0 --shard a=http://127.0.0.1:1 --shard b=http://127.0.0.1:1|duplicate shard url http://127.0.0.1:1 (shard b)",
        "router --port 0 --shard a=http://192.168.1.5:1|--shard a=http://192.168.1.5:1 is not a loopback address; add --allow-remote-shards",
        "router --port 0 --shard a=http://127.0.0.1:1 --weights z=2|--weights names unknown shard 'z'; shards: [a]",
        "router --port 0 --shard a=http://127.0.0.1:1 --vnodes 0|vnodes must be >= 1",
        "router --port 0 --shard a=http://127.0.0.1:1 --partitioner ketama|unknown partitioner 'ketama'",
        "router --port 0 --shard a=http://127.0.0.1:1 --down-on slow|unknown downOn 'slow'; known: refused, timeout",
        "router --port 0 --shard a=http://127.0.0.1:1 --request-timeout 1500us|--request-timeout must be whole milliseconds but was 1500us",
        "router --port 0 --shard a=http://127.0.0.1:1 --request-timeout 0ms|requestTimeoutMillis must be in [1, 3600000] but was 0",
        "router --port 0 --shard a=http://127.0.0.1:1 --health-interval 5|duration must be a number and a unit"})
    void command_badInput_exitsTwoWithOneLineNamingTheValue(String args, String message) {
        int code = run(args.split(" "));

        assertThat(code).isEqualTo(Cli.BAD_INPUT);
        assertThat(err.toString()).contains(message);
        assertThat(err.toString().strip().lines()).hasSize(1);
        assertThat(out.toString()).isEmpty();
    }

    @Test
    void router_remoteShardAllowed_accepted() {
        RouterConfig config = command(RouterCommand.class, "router", "--port", "0", "--shard",
                "a=http://192.168.1.5:9000", "--allow-remote-shards").config();

        assertThat(config.allowRemoteShards()).isTrue();
        assertThat(config.shards()).extracting(s -> s.url().host()).containsExactly("192.168.1.5");
    }
}
