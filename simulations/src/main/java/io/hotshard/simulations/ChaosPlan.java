package io.hotshard.simulations;

import io.hotshard.storeload.SimProperties;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A schedule of chaos steps, written as {@code 20s:add:shard-4,40s:kill:shard-1,60s:pause:shard-2:5s,
 * 70s:slow:shard-3:10,15s:migrate:shard-5:500}: offset, action, target and, for pause, slow, migrate and
 * optionally kill, a duration, a multiplier or a throttle in keys per second.
 */
public record ChaosPlan(List<ChaosStep> steps) {

    /** Sorts the steps by offset. */
    public ChaosPlan {
        steps = steps.stream().sorted(Comparator.comparing(ChaosStep::offset)).toList();
    }

    /** No chaos. */
    public static ChaosPlan none() {
        return new ChaosPlan(List.of());
    }

    /** Parses the text form; blank means no chaos. Errors name the bad step. */
    public static ChaosPlan parse(String text) {
        if (text == null || text.isBlank()) {
            return none();
        }
        List<ChaosStep> steps = new ArrayList<>();
        for (String part : text.split(",")) {
            steps.add(parseStep(part.trim()));
        }
        return new ChaosPlan(steps);
    }

    private static ChaosStep parseStep(String step) {
        String[] fields = step.split(":");
        if (fields.length < 3 || fields.length > 4) {
            throw new IllegalArgumentException("chaos step '" + step
                    + "' must be offset:action:target[:argument], e.g. 30s:kill:shard-1 or 45s:pause:shard-2:5s");
        }
        Duration offset = SimProperties.parseDuration("chaos step '" + step + "' offset", fields[0]);
        ChaosAction action = ChaosAction.byName(fields[1]);
        ChaosAction.Argument kind = action.argument();
        boolean given = fields.length == 4;
        if (given && kind == ChaosAction.Argument.NONE
                || !given && (kind == ChaosAction.Argument.DURATION || kind == ChaosAction.Argument.NUMBER)) {
            throw new IllegalArgumentException("chaos step '" + step + "': " + action.label()
                    + (given ? " takes no" : " needs a") + " fourth field");
        }
        double argument = 0;
        if (given && kind != ChaosAction.Argument.NUMBER) {
            argument = SimProperties.parseDuration("chaos step '" + step + "' duration", fields[3]).toMillis();
        } else if (given) {
            argument = number(step, action, fields);
        }
        return new ChaosStep(offset, action, fields[2], argument);
    }

    private static double number(String step, ChaosAction action, String[] fields) {
        String what = action == ChaosAction.MIGRATE ? "throttle" : "multiplier";
        try {
            return Double.parseDouble(fields[3]);
        } catch (NumberFormatException e) {
            if (action == ChaosAction.MIGRATE && isNumber(fields[2])) {
                throw new IllegalArgumentException("chaos step '" + step + "': the target comes before the throttle,"
                        + " e.g. " + fields[0] + ":migrate:" + fields[3] + ":" + fields[2]);
            }
            throw new IllegalArgumentException("chaos step '" + step + "': " + what + " '" + fields[3]
                    + "' is not a number");
        }
    }

    private static boolean isNumber(String text) {
        try {
            Double.parseDouble(text);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** Ids of the shards this plan adds, plainly or with their data (spares the cluster must have ready). */
    public List<String> addedShards() {
        return steps.stream().filter(s -> s.action() == ChaosAction.ADD || s.action() == ChaosAction.MIGRATE)
                .map(ChaosStep::target).distinct().toList();
    }

    /** Whether a step of the plan migrates data ({@code migrate}). */
    public boolean migrates() {
        return steps.stream().anyMatch(s -> s.action() == ChaosAction.MIGRATE);
    }

    public boolean isEmpty() {
        return steps.isEmpty();
    }
}
