package io.hotshard.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

final class JvmCostsTest {

    @Test
    void jitMillis_jvmThatCompiledBeforeTheStart_countsFromTheStartOnly() {
        long before = ManagementFactory.getCompilationMXBean().getTotalCompilationTime();
        try (JvmCosts costs = JvmCosts.start()) {
            long counted = costs.jitMillis();
            long total = ManagementFactory.getCompilationMXBean().getTotalCompilationTime();

            assertThat(before).as("a test JVM has compiled something already").isPositive();
            assertThat(counted).isNotNegative().isLessThanOrEqualTo(total - before);
            assertThat(costs.gcPauseMillis()).isNotNegative();
        }
    }
}
