package io.hotshard.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class NodeConfigTest {

    @TempDir
    Path temp;

    @Test
    void write_allocateMode_setsTheAllocationForTheKeyspacesRfAndTheFirstNodeAsSeed() throws Exception {
        CassandraLayout layout = new CassandraLayout(3, 16, TokenMode.ALLOCATE, 2, "127.0.0.11", 512, temp);

        JsonNode yaml = new YAMLMapper().readTree(Files.readString(NodeConfig.write(layout, 1)));

        assertThat(yaml.get("num_tokens").asInt()).isEqualTo(16);
        assertThat(yaml.get("allocate_tokens_for_local_replication_factor").asInt()).isEqualTo(2);
        assertThat(yaml.get("listen_address").asText()).isEqualTo("127.0.0.12");
        assertThat(yaml.get("rpc_address").asText()).isEqualTo("127.0.0.12");
        assertThat(yaml.at("/seed_provider/0/parameters/0/seeds").asText()).isEqualTo("127.0.0.11:7000");
        assertThat(yaml.get("commitlog_directory").asText())
                .isEqualTo(temp.toAbsolutePath().resolve("127.0.0.12").resolve("commitlog").toString());
        assertThat(temp.resolve("127.0.0.12").resolve("conf").resolve("logback.xml")).exists();
        assertThat(temp.resolve("127.0.0.12").resolve("data")).isDirectory();
    }

    @Test
    void yaml_randomMode_leavesTheAllocationOut() {
        CassandraLayout layout = new CassandraLayout(3, 256, TokenMode.RANDOM, 3, "127.0.0.11", 512, temp);

        assertThat(NodeConfig.yaml(layout, 0)).doesNotContainKey("allocate_tokens_for_local_replication_factor")
                .containsEntry("num_tokens", 256);
    }
}
