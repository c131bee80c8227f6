package io.hotshard.redis;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/** The fields of one {@code INFO} reply, by name ({@code commandstats} lines kept as their raw values). */
public record NodeInfo(Map<String, String> fields) {

    /** Parses {@code name:value} lines, skipping section headers and blank lines. */
    public static NodeInfo parse(String info) {
        Map<String, String> fields = new LinkedHashMap<>();
        for (String line : info.split("\r?\n")) {
            int colon = line.indexOf(':');
            if (colon > 0 && !line.startsWith("#")) {
                fields.put(line.substring(0, colon), line.substring(colon + 1).trim());
            }
        }
        return new NodeInfo(Map.copyOf(fields));
    }

    /** The field's text, or {@code ""} when the reply lacks it. */
    public String text(String name) {
        return fields.getOrDefault(name, "");
    }

    /** The field as a number, or 0 when the reply lacks it. */
    public double number(String name) {
        String value = fields.get(name);
        return value == null || value.isEmpty() ? 0 : Double.parseDouble(value);
    }

    /** Calls of the named commands in {@code commandstats} ({@code cmdstat_get:calls=N,...}), summed. */
    public long commandCalls(Set<String> commands) {
        long calls = 0;
        for (String command : commands) {
            calls += commandStat(command, "calls");
        }
        return calls;
    }

    /**
     * Microseconds spent executing the named commands ({@code commandstats} usec), summed. A script's usec includes
     * the commands it calls, which commandstats also counts under their own names: name the outer command only.
     */
    public long commandMicros(Set<String> commands) {
        long micros = 0;
        for (String command : commands) {
            micros += commandStat(command, "usec");
        }
        return micros;
    }

    /** One figure ({@code calls}, {@code usec}, {@code usec_per_call}, ...) of one command's stats, 0 if absent. */
    public long commandStat(String command, String figure) {
        String value = fields.get("cmdstat_" + command);
        if (value == null) {
            return 0;
        }
        for (String part : value.split(",")) {
            int eq = part.indexOf('=');
            if (eq > 0 && part.substring(0, eq).equals(figure)) {
                return (long) Double.parseDouble(part.substring(eq + 1));
            }
        }
        return 0;
    }
}
