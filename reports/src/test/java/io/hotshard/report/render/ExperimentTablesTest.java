package io.hotshard.report.render;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

final class ExperimentTablesTest {

    @Test
    void costName_recordedNames_readAsWords() {
        assertThat(ExperimentTables.costName("extraShardRequests")).isEqualTo("extra shard requests");
        assertThat(ExperimentTables.costName("cacheHitPercent")).isEqualTo("cache hit ratio");
        assertThat(ExperimentTables.costName("staleExposureP99Micros"))
                .isEqualTo("staleness (age of cache hits) p99");
        assertThat(ExperimentTables.costName("hedgesSent")).isEqualTo("hedges sent");
    }
}
