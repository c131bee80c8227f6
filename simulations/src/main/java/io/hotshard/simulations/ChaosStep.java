package io.hotshard.simulations;

import java.time.Duration;
import java.util.Objects;

/**
 * One scheduled chaos event: at {@code offset} from the start of the load, do {@code action} to
 * {@code target}; {@code argument} is a duration in milliseconds (pause, kill; 0 = rest of the run), the
 * slowness multiplier, or a migration's throttle in keys per second.
 */
public record ChaosStep(Duration offset, ChaosAction action, String target, double argument) {

    /** Highest migration throttle the router accepts, keys per second. */
    public static final int MAX_THROTTLE_KEYS_PER_SECOND = 1_000_000;

    /** Validates the step. */
    public ChaosStep {
        Objects.requireNonNull(offset, "offset");
        Objects.requireNonNull(action, "action");
        if (offset.isNegative()) {
            throw new IllegalArgumentException("chaos offset must be >= 0 but was " + offset);
        }
        if (target == null || target.isBlank()) {
            throw new IllegalArgumentException("chaos step '" + action.label() + "' needs a target shard id");
        }
        boolean required = action.argument() == ChaosAction.Argument.DURATION
                || action.argument() == ChaosAction.Argument.NUMBER;
        if ((required && !(argument > 0)) || argument < 0) {
            throw new IllegalArgumentException("chaos step '" + action.label() + "' on " + target
                    + " needs a positive argument but was " + argument);
        }
        if (action == ChaosAction.MIGRATE && (argument != Math.rint(argument)
                || argument > MAX_THROTTLE_KEYS_PER_SECOND)) {
            throw new IllegalArgumentException("chaos step 'migrate' on " + target + " needs a throttle in keys per"
                    + " second, a whole number in [1, " + MAX_THROTTLE_KEYS_PER_SECOND + "], but was " + argument);
        }
    }

    /** A migration's copy rate, keys per second; 0 for the other actions. */
    public int throttleKeysPerSecond() {
        return action == ChaosAction.MIGRATE ? (int) argument : 0;
    }

    /** How long a pause or kill lasts; zero for a kill that lasts the rest of the run. */
    public Duration faultDuration() {
        return Duration.ofMillis((long) argument);
    }

    /** A short label for reports: {@code kill shard-1}. */
    public String label() {
        return action.label() + " " + target;
    }
}
