package io.hotshard.cassandra;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One node's files: {@code cassandra.yaml} (the jar ships none), the logback configuration, and the directories for
 * data, commit log, saved caches, hints and logs, all under the node's own directory.
 */
public final class NodeConfig {

    /** The configuration file's name in a node's {@code conf} directory. */
    public static final String YAML = "cassandra.yaml";
    /** The name of the cluster every node of a layout joins. */
    public static final String CLUSTER_NAME = "hotshard";

    private NodeConfig() {
    }

    /** The yaml of node {@code i}: its address, the first node as seed, its directories, its token placement. */
    public static Map<String, Object> yaml(CassandraLayout layout, int i) {
        Path node = layout.nodeDir(i).toAbsolutePath();
        Map<String, Object> yaml = new LinkedHashMap<>();
        yaml.put("cluster_name", CLUSTER_NAME);
        yaml.put("num_tokens", layout.numTokens());
        if (layout.tokens() == TokenMode.ALLOCATE) {
            yaml.put("allocate_tokens_for_local_replication_factor", layout.rf());
        }
        yaml.put("partitioner", "org.apache.cassandra.dht.Murmur3Partitioner");
        yaml.put("endpoint_snitch", "SimpleSnitch");
        yaml.put("listen_address", layout.address(i));
        yaml.put("rpc_address", layout.address(i));
        yaml.put("storage_port", CassandraLayout.STORAGE_PORT);
        yaml.put("native_transport_port", CassandraLayout.CQL_PORT);
        yaml.put("seed_provider", List.of(Map.of("class_name", "org.apache.cassandra.locator.SimpleSeedProvider",
                "parameters", List.of(Map.of("seeds", layout.address(0) + ":" + CassandraLayout.STORAGE_PORT)))));
        yaml.put("data_file_directories", List.of(node.resolve("data").toString()));
        yaml.put("commitlog_directory", node.resolve("commitlog").toString());
        yaml.put("saved_caches_directory", node.resolve("saved_caches").toString());
        yaml.put("hints_directory", node.resolve("hints").toString());
        yaml.put("cdc_raw_directory", node.resolve("cdc_raw").toString());
        // Required settings without a default, at the values of Cassandra's own cassandra.yaml.
        yaml.put("commitlog_sync", "periodic");
        yaml.put("commitlog_sync_period", "10000ms");
        // Small segments: a node preallocates them, and a loopback cluster of several nodes shares one disk.
        yaml.put("commitlog_segment_size", "8MiB");
        return yaml;
    }

    /** Writes node {@code i}'s yaml and logback files and creates its directories; returns the yaml's path. */
    public static Path write(CassandraLayout layout, int i) {
        Path node = layout.nodeDir(i);
        Path conf = node.resolve("conf");
        try {
            for (String dir : List.of("conf", "data", "commitlog", "saved_caches", "hints", "cdc_raw", "logs")) {
                Files.createDirectories(node.resolve(dir));
            }
            Files.writeString(conf.resolve(YAML), text(yaml(layout, i)));
            copyResource("logback-node.xml", conf.resolve("logback.xml"));
            return conf.resolve(YAML);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the configuration of " + layout.address(i) + " in " + node, e);
        }
    }

    /** Writes nodetool's logback file into {@code dir} and returns its path. */
    public static Path writeToolsLogback(Path dir) {
        Path file = dir.resolve("logback-tools.xml");
        try {
            Files.createDirectories(dir);
            copyResource("logback-tools.xml", file);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String text(Map<String, Object> yaml) {
        ObjectMapper mapper = new YAMLMapper();
        try {
            return mapper.writeValueAsString(yaml);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write yaml", e);
        }
    }

    private static void copyResource(String name, Path target) throws IOException {
        try (InputStream in = NodeConfig.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("resource " + name + " is missing from hotshard-cassandra's jar");
            }
            Files.write(target, in.readAllBytes());
        }
    }
}
