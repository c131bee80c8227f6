package io.hotshard.report.render;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.report.analysis.MoveImpact;
import io.hotshard.report.analysis.MoveImpact.Window;
import org.junit.jupiter.api.Test;

final class MoveImpactTextTest {

    @Test
    void describe_migration_givesEachWindowsP99InHumanUnitsAndIts4xx() {
        MoveImpact impact = new MoveImpact(10, 20, new Window(2, 10, 800, 1_000, 0),
                new Window(10, 20, 1_000, 5_000, 6), new Window(20, Double.POSITIVE_INFINITY, 1_000, 2_000, 3));

        assertThat(MoveImpactText.describe(impact)).isEqualTo("move at 10.0 s for 10.0 s; single-key p99 before"
                + " 1.00 ms, during 5.00 ms, after 2.00 ms; 4xx before 0, during 6, after 3");
    }

    @Test
    void describe_plainAdd_marksTheEmptyDuringWindowWithADash() {
        MoveImpact impact = new MoveImpact(15, 15, new Window(2, 15, 1_300, 1_000, 0),
                new Window(15, 15, 0, Double.NaN, 0), new Window(15, Double.POSITIVE_INFINITY, 1_500, 2_000, 6));

        assertThat(MoveImpactText.describe(impact)).isEqualTo("move at 15.0 s for 0.0 s; single-key p99 before"
                + " 1.00 ms, during -, after 2.00 ms; 4xx before 0, during 0, after 6");
    }
}
