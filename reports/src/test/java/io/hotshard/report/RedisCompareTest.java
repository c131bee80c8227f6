package io.hotshard.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.hotshard.report.run.RunFormatException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class RedisCompareTest {

    @TempDir
    Path root;

    @Test
    void write_noneAndSaltedRedisRuns_comparesTheirFiguresSideBySide() throws Exception {
        Path none = redisRun("redis-none", RedisReportTest.MANIFEST);
        Path salted = redisRun("redis-salt3", RedisReportTest.MANIFEST
                .replace("\"parameters\": {\"hotshard.dist\": \"celebrity\"}", "\"parameters\": {\"hotshard.dist\":"
                        + " \"celebrity\", \"hotshard.redis.salt\": \"3\", \"hotshard.rate\": \"1000\"}")
                .replace("\"command\": \"GET\",", "\"command\": \"GET\", \"client\": {\"writes\": 100,"
                        + " \"writeCommands\": 260},"));

        List<Path> written = CompareWriter.write(List.of(none, salted), root, ReportOptions.defaults());

        assertThat(written).extracting(p -> p.getFileName().toString()).containsExactlyElementsOf(CompareWriter.FILES);
        assertThat(root.resolve("compare.md")).content().contains("# hotshard Redis comparison",
                "| figure | none | salt3 |", "| mitigation | none | salting x3 |", "| command, rate | GET, the simulation's default rate | GET, 1000/s |",
                "| sent / ok / failed or timed out / refused at the cap | 20000 / 19880 / 120 / 0 |",
                "| hottest shard, measured share | 7001, 59.9 % | 7001, 59.9 % |",
                "| busiest node, in commands mean / peak | replica of 7001, 69 % / 96 % |",
                "| SET commands per write | no writes | 2.60 (260 for 100) |",
                "| hottest share after the move | no reshard | no reshard |");
        JsonNode json = new ObjectMapper().readTree(root.resolve("compare.json").toFile());
        assertThat(json.path("kind").asText()).isEqualTo("redis");
        JsonNode runs = json.path("runs");
        assertThat(runs).hasSize(2);
        assertThat(runs.get(1).path("name").asText()).isEqualTo("salt3");
        assertThat(runs.get(1).path("mitigation").asText()).isEqualTo("salting x3");
        assertThat(runs.get(1).path("rate").asText()).isEqualTo("1000");
        assertThat(runs.get(0).path("busiestMeanCommandBusy").asDouble()).isEqualTo(0.69);
        assertThat(root.resolve("compare.html")).content().contains("hotshard Redis comparison", "salting x3");
    }

    @Test
    void write_redisRunBesideAHotshardRun_failsNamingTheOtherRun() throws Exception {
        Path redis = redisRun("redis", RedisReportTest.MANIFEST);
        Path other = Files.createDirectories(root.resolve("router-run"));
        Files.writeString(other.resolve("run.json"), "{\"format\": 1, \"status\": \"complete\"}");

        assertThatThrownBy(() -> CompareWriter.write(List.of(redis, other), root, ReportOptions.defaults()))
                .isInstanceOf(RunFormatException.class).hasMessageContaining("router-run")
                .hasMessageContaining("Redis runs compare only with Redis runs");
    }

    private Path redisRun(String name, String manifest) throws Exception {
        Path dir = Files.createDirectories(root.resolve(name));
        Files.writeString(dir.resolve("run.json"), manifest);
        Files.writeString(dir.resolve("redis-shares.csv"), RedisReportTest.SHARES);
        return dir;
    }
}
