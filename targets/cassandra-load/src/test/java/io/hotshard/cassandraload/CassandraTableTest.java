package io.hotshard.cassandraload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.storeload.SimProperties;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class CassandraTableTest {

    @Test
    void from_nothingGiven_isThePlainTable() {
        CassandraSettings settings = CassandraSettings.from(new SimProperties(Map.of()));

        assertThat(settings.table()).isEqualTo(CassandraTable.kv());
        assertThat(TableFacts.tableOf(settings)).isEqualTo("kv");
    }

    @Test
    void from_wide_readsItsRowsAndSlice() {
        CassandraSettings settings = CassandraSettings.from(new SimProperties(Map.of("hotshard.cassandra.table",
                "wide", "hotshard.cassandra.rowsPerPartition", "500", "hotshard.cassandra.sliceRows", "20")));

        assertThat(settings.table()).isEqualTo(new CassandraTable(CassandraTable.Kind.WIDE, 500, 20));
        assertThat(TableFacts.tableOf(settings)).isEqualTo("wide");
        assertThat(settings.table().describe()).isEqualTo("wide: 500 rows per partition, a read reads 20");
    }

    @Test
    void from_bucketedKeys_readTheBucketedTable() {
        CassandraSettings settings = CassandraSettings.from(new SimProperties(Map.of("hotshard.cassandra.buckets",
                "4")));

        assertThat(TableFacts.tableOf(settings)).isEqualTo(PartitionStatements.BUCKETED_TABLE);
        assertThat(TableFacts.shapeOf(settings)).isEqualTo("kv_bucketed: 4 partitions of one row per key");
    }

    @Test
    void from_wideWithBuckets_isRefusedNamingBothSettings() {
        assertThatThrownBy(() -> CassandraSettings.from(new SimProperties(Map.of("hotshard.cassandra.table", "wide",
                "hotshard.cassandra.buckets", "8")))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("hotshard.cassandra.table=wide does not combine with "
                        + "hotshard.cassandra.buckets=8");
    }

    @Test
    void from_unknownTable_isRefusedNamingTheValue() {
        assertThatThrownBy(() -> CassandraSettings.from(new SimProperties(Map.of("hotshard.cassandra.table",
                "tall")))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("hotshard.cassandra.table").hasMessageContaining("tall");
    }
}
