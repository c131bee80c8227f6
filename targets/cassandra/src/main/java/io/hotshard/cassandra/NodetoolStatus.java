package io.hotshard.cassandra;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads the node rows of {@code nodetool status [KEYSPACE]}'s output. */
public final class NodetoolStatus {

    private static final String HOST_ID = "[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}";
    /** With vnodes: state, address, load (may hold a space), tokens, owns, host id, rack. */
    private static final Pattern VNODES = Pattern.compile(
            "^([UD?][NLJM?])\\s+(\\S+)\\s+(.+?)\\s+(\\d+)\\s+(\\S+)\\s+(" + HOST_ID + ")\\s+.*$");
    /** With one token per node: state, address, load, owns, host id, token, rack. */
    private static final Pattern ONE_TOKEN = Pattern.compile(
            "^([UD?][NLJM?])\\s+(\\S+)\\s+(.+?)\\s+(\\S+)\\s+(" + HOST_ID + ")\\s+-?\\d+\\s+.*$");

    private NodetoolStatus() {
    }

    /** The nodes listed in {@code output}, in its order; {@code owns} is NaN where nodetool prints "?". */
    public static List<NodeStatus> parse(String output) {
        boolean vnodes = output.lines().anyMatch(line -> line.startsWith("--") && line.contains(" Tokens "));
        List<NodeStatus> nodes = new ArrayList<>();
        for (String line : output.lines().toList()) {
            Matcher m = (vnodes ? VNODES : ONE_TOKEN).matcher(line);
            if (!m.matches()) {
                continue;
            }
            if (vnodes) {
                nodes.add(new NodeStatus(m.group(2), m.group(1), Integer.parseInt(m.group(4)), m.group(3).strip(),
                        share(m.group(5))));
            } else {
                nodes.add(new NodeStatus(m.group(2), m.group(1), 1, m.group(3).strip(), share(m.group(4))));
            }
        }
        return nodes;
    }

    /** "66.7%" as 0.667; NaN for "?". */
    static double share(String owns) {
        if (!owns.endsWith("%")) {
            return Double.NaN;
        }
        return Double.parseDouble(owns.substring(0, owns.length() - 1)) / 100;
    }
}
