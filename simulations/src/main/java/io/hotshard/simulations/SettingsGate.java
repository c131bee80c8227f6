package io.hotshard.simulations;

import io.hotshard.storeload.SettingsRegistry;
import io.hotshard.storeload.SimProperties;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.function.IntConsumer;
import java.util.function.Supplier;

/**
 * Where a simulation reads its {@code hotshard.*} settings, before Gatling starts a scenario: a bad value, or a name
 * no run knows, ends the JVM with one line naming the property, the value and what is allowed (or the nearest known
 * name), and exit code {@value #EXIT_CODE}, instead of a crashed run and its stack trace or a setting ignored.
 */
public final class SettingsGate {

    /**
     * The exit code of a run refused for a bad setting: sysexits' {@code EX_USAGE}, since Gatling's own 2 means
     * "assertions failed" to the Maven plugin.
     */
    public static final int EXIT_CODE = 64;

    private SettingsGate() {
    }

    /**
     * The settings {@code reading} returns; a value it refuses, or a {@code hotshard.*} system property no run knows
     * ({@link SettingsRegistry}), ends the JVM (see the class comment).
     */
    public static <T> T read(Supplier<T> reading) {
        return read(() -> {
            SettingsRegistry.requireKnown(SimProperties.fromSystem().withPrefix("hotshard."));
            return reading.get();
        }, System.err, System::exit);
    }

    /** As {@link #read(Supplier)}, with the refusal written to {@code err} and the exit left to {@code exit}. */
    static <T> T read(Supplier<T> reading, PrintStream err, IntConsumer exit) {
        try {
            return reading.get();
        } catch (IllegalArgumentException | UncheckedIOException e) {
            err.println("hotshard: " + e.getMessage());
            err.flush();
            exit.accept(EXIT_CODE);
            throw e;
        }
    }
}
