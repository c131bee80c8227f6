package io.hotshard.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.hotshard.cassandra.CassandraCluster;
import io.hotshard.cassandra.JavaRuntime;
import io.hotshard.cassandra.NodeJmx;
import io.hotshard.cassandra.NodeProcess;
import io.hotshard.cassandra.NodeStatus;
import io.hotshard.cassandra.Nodetool;
import io.hotshard.cassandra.NodetoolStatus;
import io.hotshard.cassandra.ServerClasspath;
import io.hotshard.cassandra.ServerJvm;
import io.hotshard.keys.KeysCommand;
import io.hotshard.testkit.Await;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * One real three-node cluster, started once through {@code cassandra up} for every test here and stopped by the last
 * one through {@code cassandra down}. Random tokens, four per node, and two replicas of three make the ownership
 * uneven, so that a wrong range or replica computation (of the ring command, and of keys analyze on this ring) shows
 * against Cassandra's own figures.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
final class CassandraCommandTest {

    private static final String BASE = "127.0.0.51";
    private static final Duration NODETOOL_TIMEOUT = Duration.ofSeconds(60);

    @TempDir
    static Path temp;

    private static Path dir;
    private static String upOutput;
    private static int upCode;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @BeforeAll
    static void up() {
        dir = temp.resolve("cluster");
        StringWriter output = new StringWriter();
        CommandLine cli = Cli.commandLine();
        cli.setOut(new PrintWriter(output, true));
        cli.setErr(new PrintWriter(output, true));
        upCode = cli.execute("cassandra", "up", "--nodes", "3", "--num-tokens", "4", "--tokens", "random", "--rf", "2",
                "--base-address", BASE, "--dir", dir.toString());
        upOutput = output.toString();
    }

    @AfterAll
    static void downIfStillUp() {
        if (Files.exists(dir.resolve("cluster.properties"))) {
            CassandraCluster.attach(dir).down();
        }
    }

    @Test
    @Order(1)
    void up_threeNodes_announcesEachStepThenPrintsEveryNodeUpAndNormal() {
        assertThat(upCode).as(upOutput).isZero();
        for (String address : List.of("127.0.0.51", "127.0.0.52", "127.0.0.53")) {
            assertThat(upOutput).containsPattern("\\] " + address.replace(".", "\\.") + " started \\(pid \\d+\\)")
                    .contains(address + " NORMAL: a member of the ring", address + " answers CQL")
                    .containsPattern(address.replace(".", "\\.") + "\\s+UN\\s+4\\s");
        }
        assertThat(upOutput).contains("keyspace hotshard (SimpleStrategy, rf 2)",
                "stop it with: hotshard cassandra down --dir " + dir);
    }

    @Test
    @Order(2)
    void status_json_everyNodeUpNormalWithTheOwnershipNodetoolPrints() throws Exception {
        int code = run("cassandra", "status", "--dir", dir.toString(), "--format", "json");

        assertThat(code).as(err.toString()).isZero();
        JsonNode nodes = new ObjectMapper().readTree(out.toString()).get("nodes");
        assertThat(nodes).hasSize(3);
        Map<String, Double> nodetool = nodetoolOwns();
        double sum = 0;
        for (JsonNode node : nodes) {
            assertThat(node.get("state").asText()).isEqualTo("UN");
            assertThat(node.get("tokens").asInt()).isEqualTo(4);
            assertThat(node.get("owns").asDouble()).isCloseTo(nodetool.get(node.get("address").asText()),
                    within(0.0006));
            sum += node.get("owns").asDouble();
        }
        assertThat(sum).isCloseTo(2.0, within(1e-4));
    }

    @Test
    @Order(3)
    void ring_ownershipFromTheTokens_equalsCassandrasWithinATenthOfAPoint() throws Exception {
        int code = run("cassandra", "ring", "--dir", dir.toString(), "--format", "json");

        assertThat(code).as(err.toString()).isZero();
        JsonNode ring = new ObjectMapper().readTree(out.toString());
        Map<String, Double> effective = nodetoolOwns();
        Map<String, Float> primary;
        Map<String, Integer> neighbours;
        try (NodeJmx jmx = NodeJmx.connect(7151, Duration.ofSeconds(10))) {
            primary = new HashMap<>();
            jmx.storage().getOwnershipWithPort().forEach((endpoint, share) -> primary.put(address(endpoint), share));
            neighbours = neighbours(jmx.storage().getTokenToEndpointWithPortMap());
        }
        JsonNode live = ring.get("live").get("nodes");
        assertThat(live).hasSize(3);
        for (JsonNode node : live) {
            String address = node.get("address").asText();
            assertThat(node.get("effective").asDouble()).as(address).isCloseTo(effective.get(address), within(0.001));
            assertThat(node.get("primary").asDouble()).as(address).isCloseTo(primary.get(address), within(0.001));
            // Which nodes sit beside which depends on the random tokens: count them on Cassandra's own token map.
            assertThat(node.get("neighbours").asInt()).as(address).isEqualTo(neighbours.get(address));
        }
        // Four random tokens each over three nodes: the shares are uneven, so equality above is no accident.
        assertThat(ring.get("live").get("maxPrimaryOverMean").asDouble()).isGreaterThan(1.01);
        assertThat(ring.get("model").get("nodes")).hasSize(3);
        assertThat(ring.get("tokensPerNode").asInt()).isEqualTo(4);
    }

    @Test
    @Order(4)
    void keysAnalyze_liveRing_eachNodesShareIsItsEffectiveOwnershipOverRf() throws Exception {
        assertThat(run("cassandra", "ring", "--dir", dir.toString(), "--format", "json")).as(err.toString()).isZero();
        Path ringFile = Files.writeString(temp.resolve("ring.json"), out.toString());
        // Distinct keys, one request each: a node's share of them is its share of the token space it replicates.
        Path keys = Files.write(temp.resolve("keys.txt"), IntStream.range(0, 100_000).mapToObj(i -> "user:" + i)
                .toList());
        Map<String, Double> effective = nodetoolOwns();

        StringWriter fromCluster = new StringWriter();
        int code = keysAnalyze(fromCluster, keys, "cassandra://" + BASE + ":9042");
        StringWriter fromFile = new StringWriter();
        keysAnalyze(fromFile, keys, ringFile.toString());

        assertThat(code).as(fromCluster.toString()).isZero();
        assertThat(fromFile.toString()).as("the tokens over CQL and those of cassandra ring's file")
                .isEqualTo(fromCluster.toString());
        JsonNode row = new ObjectMapper().readTree(fromCluster.toString()).get("candidates").get(0)
                .get("partitions").get(0);
        assertThat(row.get("nodes")).hasSize(3);
        for (JsonNode node : row.get("nodes")) {
            String address = node.get("address").asText();
            assertThat(node.get("share").asDouble()).as(address).isCloseTo(effective.get(address) / 2, within(0.01));
        }
    }

    @Test
    @Order(5)
    void down_threeNodes_stopsEveryRecordedProcessAndRemovesTheDirectory() {
        List<NodeProcess> recorded = CassandraCluster.attach(dir).processes();

        int code = run("cassandra", "down", "--dir", dir.toString());

        assertThat(code).as(err.toString()).isZero();
        assertThat(recorded).hasSize(3);
        assertThat(recorded).noneMatch(NodeProcess::running);
        // An exited node this JVM launched stays a zombie until the JDK's process reaper collects it, moments later.
        Await.until(Duration.ofSeconds(10), "every node's PID gone", () -> recorded.stream()
                .allMatch(p -> ProcessHandle.of(p.pid()).filter(ProcessHandle::isAlive).isEmpty()));
        assertThat(out.toString()).startsWith("cassandra cluster down: stopped 3 node(s) (127.0.0.51:")
                .contains("removed " + dir);
        assertThat(dir).doesNotExist();
    }

    /** Each node's effective ownership of hotshard as Cassandra's own nodetool status prints it. */
    private static Map<String, Double> nodetoolOwns() {
        ServerJvm jvm = new ServerJvm(JavaRuntime.current(), ServerClasspath.fromProperties().read());
        String printed = new Nodetool(jvm, temp.resolve("nodetool")).run(7151, NODETOOL_TIMEOUT, "status", "hotshard");
        Map<String, Double> owns = new HashMap<>();
        for (NodeStatus node : NodetoolStatus.parse(printed)) {
            owns.put(node.address(), node.owns());
        }
        assertThat(owns).as(printed).hasSize(3);
        return owns;
    }

    /** An endpoint of Cassandra's JMX ({@code /127.0.0.51:7000}) as the node's address. */
    private static String address(String endpoint) {
        return endpoint.replaceFirst("^/", "").replaceFirst(":\\d+$", "");
    }

    /**
     * Distinct other nodes beside each node on the ring of Cassandra's own token map: the owners of the tokens just
     * before and just after each of its tokens, wrapping.
     */
    private static Map<String, Integer> neighbours(Map<String, String> tokenToEndpoint) {
        List<String> owners = tokenToEndpoint.entrySet().stream()
                .sorted(Comparator.comparingLong(entry -> Long.parseLong(entry.getKey())))
                .map(entry -> address(entry.getValue())).toList();
        Map<String, Set<String>> beside = new HashMap<>();
        for (int i = 0; i < owners.size(); i++) {
            String owner = owners.get(i);
            String next = owners.get((i + 1) % owners.size());
            beside.computeIfAbsent(owner, o -> new HashSet<>());
            if (!owner.equals(next)) {
                beside.get(owner).add(next);
                beside.computeIfAbsent(next, o -> new HashSet<>()).add(owner);
            }
        }
        Map<String, Integer> counts = new HashMap<>();
        beside.forEach((node, others) -> counts.put(node, others.size()));
        return counts;
    }

    /** {@code hotshard keys analyze} of one key per line on the live ring of {@code source}, rf 2, as JSON. */
    private static int keysAnalyze(StringWriter output, Path keys, String source) {
        CommandLine analyze = KeysCommand.commandLine(new PrintWriter(output, true), new PrintWriter(output, true));
        return analyze.execute("analyze", keys.toString(), "--partitioner", "cassandra", "--tokens-from", source,
                "--rf", "2", "--format", "json");
    }

    private int run(String... args) {
        CommandLine cli = Cli.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        return cli.execute(args);
    }
}
