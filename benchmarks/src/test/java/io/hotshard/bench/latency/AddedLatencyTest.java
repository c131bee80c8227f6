package io.hotshard.bench.latency;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.router.RouterConfig;
import io.hotshard.router.RouterServer;
import io.hotshard.shard.FixedLatency;
import io.hotshard.shard.ShardConfig;
import io.hotshard.shard.ShardServer;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

final class AddedLatencyTest {

    private static final long TIMEOUT_SECONDS = 30;

    private static Vertx vertx;
    private static final List<String> SHARD_ARGS = new ArrayList<>();
    private static int routerPort;

    @BeforeAll
    static void startCluster() throws Exception {
        vertx = Vertx.vertx();
        Map<String, String> urls = new LinkedHashMap<>();
        for (int i = 0; i < 2; i++) {
            String id = "shard-" + i;
            ShardServer shard = new ShardServer(vertx, ShardConfig.defaults(id).withLatency(new FixedLatency(0)));
            int port = shard.start().toCompletionStage().toCompletableFuture().get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            urls.put(id, "http://127.0.0.1:" + port);
            SHARD_ARGS.add("--shard");
            SHARD_ARGS.add(id + "=" + port);
        }
        RouterServer router = new RouterServer(vertx, RouterConfig.defaults(urls).withEventLoops(1));
        router.start().toCompletionStage().toCompletableFuture().get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        routerPort = router.port();
    }

    @AfterAll
    static void stopCluster() throws Exception {
        vertx.close().toCompletionStage().toCompletableFuture().get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
    }

    @Test
    void call_withFrontEnds_measuresEveryPathAtTheSameRateInTurns(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("added.json");
        List<String> args = new ArrayList<>(List.of("--router-port", String.valueOf(routerPort),
                "--front", "again=" + routerPort, "--front", "shard0=" + SHARD_ARGS.get(1).split("=")[1],
                "--rate", "200", "--seconds", "1", "--segment-millis", "250", "--warmup-seconds", "0",
                "--keys", "50", "--out", out.toString()));
        args.addAll(SHARD_ARGS);
        StringWriter stdout = new StringWriter();

        int code = new CommandLine(new AddedLatency()).setOut(new PrintWriter(stdout))
                .execute(args.toArray(String[]::new));

        assertThat(code).as(stdout.toString()).isZero();
        JsonObject result = new JsonObject(Files.readString(out));
        assertThat(result.getJsonObject("direct").getLong("sent")).isEqualTo(200);
        assertThat(result.getJsonObject("router").getLong("sent")).isEqualTo(200);
        assertThat(result.getJsonObject("router").getLong("misplaced")).isZero();
        JsonArray fronts = result.getJsonArray("fronts");
        assertThat(fronts).hasSize(2);
        JsonObject again = fronts.getJsonObject(0);
        assertThat(again.getString("name")).isEqualTo("again");
        assertThat(again.getInteger("port")).isEqualTo(routerPort);
        assertThat(again.getLong("sent")).isEqualTo(200);
        assertThat(again.getLong("failures")).isZero();
        assertThat(again.getJsonObject("addedFromIntendedMicros").fieldNames()).containsExactly("p50", "p99",
                "p99.9");
        assertThat(again.getJsonObject("addedResolutionMicros").getLong("p99")).isPositive();
        assertThat(fronts.getJsonObject(1).getString("name")).isEqualTo("shard0");
        assertThat(stdout.toString()).contains("through router:", "through again:", "through shard0:")
                .containsPattern("through router: .*; sent late p99 \\d+ us, max \\d+ us;"
                        + " generator GC \\d+, \\d+ ms\\)");
        JsonObject generator = again.getJsonObject("generator");
        assertThat(generator.getJsonObject("sendLateMicros").fieldNames()).contains("p99", "max");
        assertThat(generator.getLong("gcCollections")).isNotNegative();
        assertThat(result.getJsonObject("direct").getJsonObject("generator").getLong("gcMillis")).isNotNegative();
    }

    @Test
    void call_frontWithoutPort_exitsTwoNamingTheText() {
        StringWriter stderr = new StringWriter();
        List<String> args = new ArrayList<>(List.of("--router-port", String.valueOf(routerPort), "--front",
                "haproxy", "--rate", "10"));
        args.addAll(SHARD_ARGS);

        int code = new CommandLine(new AddedLatency()).setErr(new PrintWriter(stderr))
                .execute(args.toArray(String[]::new));

        assertThat(code).isEqualTo(2);
        assertThat(stderr.toString()).contains("'haproxy'");
    }
}
