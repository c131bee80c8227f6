package io.hotshard.cassandra;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The shape of a local Cassandra cluster: {@code nodes} nodes on consecutive loopback addresses from
 * {@code baseAddress} (each with Cassandra's default storage port 7000 and CQL port 9042 on its own address, and JMX
 * on 127.0.0.1 at 7100 + the last part of its address, so clusters on other addresses run side by side),
 * {@code numTokens} tokens per node placed by {@code tokens}, hotshard's keyspace
 * replicated {@code rf} times, a heap of {@code heapMb} MiB per node, its files in {@code dir}.
 */
public record CassandraLayout(int nodes, int numTokens, TokenMode tokens, int rf, String baseAddress, int heapMb,
                              Path dir) {

    /** The replication factor when none is given: 3, or the node count when there are fewer nodes. */
    public static final int DEFAULT_RF = 3;
    /** Cassandra's storage (gossip and streaming) port, the same on every node's address. */
    public static final int STORAGE_PORT = 7000;
    /** Cassandra's CQL port, the same on every node's address. */
    public static final int CQL_PORT = 9042;
    /** JMX ports on 127.0.0.1: the node at 127.0.0.{@code n} has {@code 7100 + n} (127.0.0.11: 7111). */
    public static final int JMX_PORT_OFFSET = 7100;
    /** The keyspace hotshard creates, replicated {@code rf} times with SimpleStrategy. */
    public static final String KEYSPACE = "hotshard";
    /** The smallest heap a node starts with. */
    public static final int MIN_HEAP_MB = 256;
    /** The most tokens a node may have. */
    public static final int MAX_TOKENS = 4096;

    private static final Pattern DOTTED = Pattern.compile("(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})");
    private static final Pattern HEAP = Pattern.compile("(\\d{1,7})([mMgG])");

    /** Checks each value and names the one that is out of range. */
    public CassandraLayout {
        if (nodes < 1) {
            throw new IllegalArgumentException("nodes must be >= 1 but was " + nodes);
        }
        if (numTokens < 1 || numTokens > MAX_TOKENS) {
            throw new IllegalArgumentException("num-tokens must be within [1, " + MAX_TOKENS + "] but was "
                    + numTokens);
        }
        if (tokens == null) {
            throw new IllegalArgumentException("token mode must be given");
        }
        if (rf < 1 || rf > nodes) {
            throw new IllegalArgumentException("rf must be within [1, " + nodes + "] (the node count) but was " + rf);
        }
        int last = lastOctet(baseAddress);
        if (last < 1 || last + nodes - 1 > 254) {
            throw new IllegalArgumentException("base address " + baseAddress + " leaves no room for " + nodes
                    + " node(s): the last part must stay within [1, 254]");
        }
        if (heapMb < MIN_HEAP_MB) {
            throw new IllegalArgumentException("heap must be >= " + MIN_HEAP_MB + "m but was " + heapMb + "m");
        }
        if (dir == null) {
            throw new IllegalArgumentException("dir must be given");
        }
    }

    /** The same layout with {@code count} nodes (the cluster grown or shrunk at its last address). */
    public CassandraLayout withNodes(int count) {
        return new CassandraLayout(count, numTokens, tokens, rf, baseAddress, heapMb, dir);
    }

    /** The replication factor used when none is given for {@code nodes} nodes. */
    public static int defaultRf(int nodes) {
        return Math.max(1, Math.min(DEFAULT_RF, nodes));
    }

    /** The directory used when none is given: one per base address under the temporary directory. */
    public static Path defaultDir(String baseAddress) {
        lastOctet(baseAddress);
        return Path.of(System.getProperty("java.io.tmpdir"), "hotshard-cassandra-" + baseAddress);
    }

    /** Reads a heap size as the JVM's -Xmx takes it, {@code 512m} or {@code 2g}, in MiB. */
    public static int parseHeap(String text) {
        Matcher m = HEAP.matcher(text == null ? "" : text.trim());
        if (!m.matches()) {
            throw new IllegalArgumentException("heap must be a number and m or g (512m, 1g) but was '" + text + "'");
        }
        long mb = Long.parseLong(m.group(1)) * (m.group(2).toLowerCase(Locale.ROOT).equals("g") ? 1024 : 1);
        return (int) Math.min(Integer.MAX_VALUE, mb);
    }

    /** The address of node {@code i} (0-based). */
    public String address(int i) {
        String prefix = baseAddress.substring(0, baseAddress.lastIndexOf('.') + 1);
        return prefix + (lastOctet(baseAddress) + i);
    }

    /** Every node's address, in start order. */
    public List<String> addresses() {
        List<String> addresses = new ArrayList<>(nodes);
        for (int i = 0; i < nodes; i++) {
            addresses.add(address(i));
        }
        return addresses;
    }

    /**
     * The JMX port of node {@code i} on 127.0.0.1, derived from its address (Cassandra binds a local JMX server to
     * 127.0.0.1 whatever the node's address): two clusters on other addresses never share one.
     */
    public int jmxPort(int i) {
        return JMX_PORT_OFFSET + lastOctet(baseAddress) + i;
    }

    /** The JMX port on 127.0.0.1 of the node at {@code address} (7100 + its last part); fails off loopback. */
    public static int jmxPortOf(String address) {
        return JMX_PORT_OFFSET + lastOctet(address);
    }

    /** The directory of node {@code i}: its configuration, data, logs and PID file. */
    public Path nodeDir(int i) {
        return dir.resolve(address(i));
    }

    /** The memory the nodes need: each node's heap and {@value ServerJvm#OVERHEAD_MB} MiB beside it. */
    public long memoryNeededMb() {
        return (long) nodes * (heapMb + ServerJvm.OVERHEAD_MB);
    }

    /** The last part of a dotted IPv4 address in 127.0.0.0/8; fails naming the value otherwise. */
    static int lastOctet(String address) {
        Matcher m = DOTTED.matcher(address == null ? "" : address);
        if (!m.matches() || Integer.parseInt(m.group(1)) != 127 || Integer.parseInt(m.group(2)) > 255
                || Integer.parseInt(m.group(3)) > 255 || Integer.parseInt(m.group(4)) > 255) {
            throw new IllegalArgumentException("base address must be an IPv4 address in 127.0.0.0/8 (loopback) but"
                    + " was '" + address + "'");
        }
        return Integer.parseInt(m.group(4));
    }
}
