package io.hotshard.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;

/**
 * Runs a module's warm-up once per JVM before its watched Vert.x instances start, so that one-off class loading
 * and static initialisation (Netty allocators, Jackson, Micrometer, vertx-web, and AssertJ, whose assertions run
 * on event loops inside {@code VertxTestContext.verify}) are not mistaken for code that blocks the event loop.
 */
public final class WarmUpOnce {

    private static final Set<String> DONE = new HashSet<>();

    private WarmUpOnce() {
    }

    /** Runs {@code exercise} the first time {@code name} is asked for in this JVM, after loading AssertJ's classes. */
    public static synchronized void run(String name, Callable<?> exercise) {
        if (DONE.contains(name)) {
            return;
        }
        warmUpAssertions();
        try {
            exercise.call();
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(name + " warm-up failed", e);
        }
        DONE.add(name);
    }

    private static void warmUpAssertions() {
        assertThat(1).as("%s", "x").isEqualTo(1);
        assertThat(2L).isGreaterThanOrEqualTo(1L);
        assertThat(0.5).isBetween(0.0, 1.0);
        assertThat("text").as("d").isEqualTo("text").contains("x").startsWith("t");
        assertThat(List.of(1, 2)).containsExactly(1, 2).extracting(Object::toString).containsOnly("1", "2");
        assertThat(Map.of(1, 2)).containsEntry(1, 2);
        assertThat((Object) "o").isInstanceOf(String.class).isNotNull();
        assertThat(true).isTrue();
    }
}
