package io.hotshard.keys.analyze;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The read-cache remedy, with reads told from writes by an op field. */
final class RemediesTest {

    @TempDir
    Path dir;

    private Path ops(double readShare) throws IOException {
        Path file = dir.resolve("ops.csv");
        SplittableRandom random = new SplittableRandom(4);
        try (Writer w = Files.newBufferedWriter(file)) {
            w.write("customer_id,op\n");
            for (int i = 0; i < 50_000; i++) {
                String customer = random.nextDouble() < 0.3 ? "acme" : "c" + random.nextInt(20_000);
                w.write(customer + "," + (random.nextDouble() < readShare ? "GET" : "PUT") + "\n");
            }
        }
        return file;
    }

    @Test
    void analyze_readHeavyCelebrity_readCacheBringsTheHotShardToItsTarget() throws IOException {
        AnalyzeRun run = AnalyzeRun.of(ops(0.9).toString(), "--field", "customer_id", "--op-field", "op",
                "--shards", "4", "--format", "json");

        JsonNode cache = run.candidate("customer_id").get("remedies").get(2);
        assertThat(cache.get("name").asText()).isEqualTo("read-cache");
        assertThat(cache.get("effect").asText()).contains("with a hit ratio of");
        assertThat(cache.get("hottestShare").asDouble()).isCloseTo(Remedies.CACHE_TARGET / 4, within(0.001));
    }

    @Test
    void analyze_writeHeavyCelebrity_readCacheCannotHelp() throws IOException {
        AnalyzeRun run = AnalyzeRun.of(ops(0.1).toString(), "--field", "customer_id", "--op-field", "op",
                "--shards", "4", "--format", "json");

        JsonNode cache = run.candidate("customer_id").get("remedies").get(2);
        assertThat(cache.get("effect").asText()).contains("cannot bring it to 1.25x the mean");
        assertThat(cache.get("hottestShare").asDouble()).isGreaterThan(Remedies.CACHE_TARGET / 4);
    }
}
