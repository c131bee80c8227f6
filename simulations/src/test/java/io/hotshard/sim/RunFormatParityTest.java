package io.hotshard.sim;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.cluster.record.RunFormat;
import io.hotshard.report.run.ReadFormat;
import org.junit.jupiter.api.Test;

/**
 * The run-directory contract has a writer ({@code cluster/record}) and a reader ({@code reports/run}) that share no
 * code, the report depending on files only: each side keeps its own list of columns, events and statuses, and this
 * test fails as soon as one changes without the other.
 */
final class RunFormatParityTest {

    @Test
    void manifestFormat_writerAndReader_agree() {
        assertThat(RunFormat.manifestFormat()).isEqualTo(ReadFormat.manifestFormat());
    }

    @Test
    void statuses_writerAndReader_sameNames() {
        assertThat(RunFormat.statuses()).containsExactlyInAnyOrderElementsOf(ReadFormat.statuses());
    }

    @Test
    void timelineColumns_writerAndReader_sameNamesInTheSameOrder() {
        assertThat(RunFormat.timelineColumns()).containsExactlyElementsOf(ReadFormat.timelineColumns());
    }

    @Test
    void routerColumns_writerAndReader_sameNamesInTheSameOrder() {
        assertThat(RunFormat.routerColumns()).containsExactlyElementsOf(ReadFormat.routerColumns());
    }

    @Test
    void eventKinds_writerAndReader_sameNames() {
        assertThat(RunFormat.eventKinds()).containsExactlyInAnyOrderElementsOf(ReadFormat.eventKinds());
    }
}
