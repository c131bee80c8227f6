package io.hotshard.shard;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A shard's service-time distribution as text, the same in every command and system property: {@code fixed:10ms},
 * {@code exponential:mean=2ms}, {@code lognormal:p50=1ms,p99=20ms}, {@code uniform:min=1ms,max=5ms},
 * {@code bimodal:base=1ms,p=0.01,tail=100ms}, or {@code none} (fixed:0); a bimodal base may itself be a
 * distribution in parentheses,
 * {@code bimodal:base=(lognormal:p50=1ms,p99=5ms),p=0.01,tail=100ms}. Durations as {@link DurationText}.
 */
public final class LatencyText {

    /** A one-line description of the syntax for option help. */
    public static final String SYNTAX = "none (no modelled time: a real store's own latency), fixed:D,"
            + " exponential:mean=D, lognormal:p50=D,p99=D, uniform:min=D,max=D"
            + " or bimodal:base=D,p=P,tail=D (D a duration such as 2ms)";

    /** No modelled service time: what a request costs is the store's own work (fixed:0). */
    public static final String NONE = "none";

    private LatencyText() {
    }

    /** Parses one distribution; fails naming the model, parameter or value that is wrong. */
    public static LatencySpec parse(String text) {
        String spec = text == null ? "" : text.strip();
        if (NONE.equals(spec)) {
            return new FixedLatency(0);
        }
        int colon = spec.indexOf(':');
        if (colon < 0) {
            throw new IllegalArgumentException("expected MODEL:PARAMETERS, e.g. lognormal:p50=1ms,p99=20ms");
        }
        LatencyModel model = LatencyModel.byName(spec.substring(0, colon).strip());
        String body = spec.substring(colon + 1).strip();
        if (model == LatencyModel.FIXED) {
            return new FixedLatency(DurationText.micros(body));
        }
        Map<String, String> p = parameters(model, body);
        return switch (model) {
            case UNIFORM -> new UniformLatency(micros(p, "min"), micros(p, "max"));
            case EXPONENTIAL -> new ExponentialLatency(micros(p, "mean"));
            case LOGNORMAL -> new LogNormalLatency(micros(p, "p50"), micros(p, "p99"));
            case BIMODAL -> new BimodalLatency(base(p.get("base")), probability(p.get("p")), micros(p, "tail"));
            case FIXED -> throw new AssertionError("handled above");
        };
    }

    /** The text {@link #parse(String)} reads back into an equal distribution. */
    public static String format(LatencySpec spec) {
        if (spec instanceof FixedLatency f) {
            return "fixed:" + DurationText.format(f.micros());
        }
        if (spec instanceof UniformLatency u) {
            return "uniform:min=" + DurationText.format(u.minMicros()) + ",max=" + DurationText.format(u.maxMicros());
        }
        if (spec instanceof ExponentialLatency e) {
            return "exponential:mean=" + DurationText.format(e.meanMicros());
        }
        if (spec instanceof LogNormalLatency l) {
            return "lognormal:p50=" + DurationText.format(l.p50Micros()) + ",p99=" + DurationText.format(l.p99Micros());
        }
        BimodalLatency b = (BimodalLatency) spec;
        String base = b.base() instanceof FixedLatency f ? DurationText.format(f.micros()) : "(" + format(b.base()) + ")";
        return "bimodal:base=" + base + ",p=" + BigDecimal.valueOf(b.tailProbability()).stripTrailingZeros()
                .toPlainString() + ",tail=" + DurationText.format(b.tailMicros());
    }

    private static Map<String, String> parameters(LatencyModel model, String body) {
        Set<String> known = switch (model) {
            case UNIFORM -> Set.of("min", "max");
            case EXPONENTIAL -> Set.of("mean");
            case LOGNORMAL -> Set.of("p50", "p99");
            case BIMODAL -> Set.of("base", "p", "tail");
            case FIXED -> Set.of();
        };
        Map<String, String> values = new LinkedHashMap<>();
        for (String pair : topLevelSplit(body)) {
            int equals = pair.indexOf('=');
            String key = equals < 0 ? pair.strip() : pair.substring(0, equals).strip();
            if (equals < 0 || !known.contains(key)) {
                throw new IllegalArgumentException(model.modelName() + " takes " + String.join(", ",
                        known.stream().sorted().map(k -> k + "=...").toList()) + " but got '" + pair.strip() + "'");
            }
            if (values.put(key, pair.substring(equals + 1).strip()) != null) {
                throw new IllegalArgumentException(model.modelName() + " parameter " + key + " is given twice");
            }
        }
        for (String key : known) {
            if (!values.containsKey(key)) {
                throw new IllegalArgumentException(model.modelName() + " needs " + key + "=...");
            }
        }
        return values;
    }

    /** Splits on commas outside parentheses, so a nested bimodal base keeps its own commas. */
    private static List<String> topLevelSplit(String body) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            if (depth < 0) {
                throw new IllegalArgumentException("unbalanced ')' at position " + i);
            }
            if (c == ',' && depth == 0) {
                parts.add(body.substring(start, i));
                start = i + 1;
            }
        }
        if (depth != 0) {
            throw new IllegalArgumentException("unbalanced '(': missing ')'");
        }
        parts.add(body.substring(start));
        return parts;
    }

    private static LatencySpec base(String value) {
        if (value.startsWith("(") && value.endsWith(")")) {
            return parse(value.substring(1, value.length() - 1));
        }
        return new FixedLatency(DurationText.micros(value));
    }

    private static long micros(Map<String, String> parameters, String key) {
        try {
            return DurationText.micros(parameters.get(key));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(key + ": " + e.getMessage(), e);
        }
    }

    private static double probability(String value) {
        try {
            return Double.parseDouble(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("p must be a probability in [0, 1] but was '" + value + "'", e);
        }
    }

}
