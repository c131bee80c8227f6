package io.hotshard.runformat;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

final class RunFilesTest {

    @Test
    void shardLog_idWithoutPrefix_getsThePrefix() {
        assertThat(RunFiles.shardLog("a", "-service")).isEqualTo("shard-a-service.hlog");
    }

    @Test
    void shardLog_idWithPrefix_doesNotRepeatIt() {
        assertThat(RunFiles.shardLog("shard-0", "")).isEqualTo("shard-0.hlog");
        assertThat(RunFiles.shardLogRepeatedPrefix("shard-0", "")).isEqualTo("shard-shard-0.hlog");
    }

    @Test
    void injectorFiles_index_namedAfterIt() {
        assertThat(RunFiles.injectorLog(2)).isEqualTo("injector-2.hlog");
        assertThat(RunFiles.injectorCounts(2)).isEqualTo("injector-2.json");
        assertThat(RunFiles.injectorReady(2)).isEqualTo("injector-2.ready");
    }

    @Test
    void header_columns_joinedByCommasInOrder() {
        assertThat(RunColumns.header(RunColumns.ROUTER)).startsWith("second,requests,responses_2xx,")
                .endsWith(",p50_us,p99_us,p999_us,max_us");
    }
}
