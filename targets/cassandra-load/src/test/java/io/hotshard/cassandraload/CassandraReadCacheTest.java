package io.hotshard.cassandraload;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

final class CassandraReadCacheTest {

    @Test
    void holds_keyKeptAfterARead_isAHit() {
        CassandraReadCache cache = new CassandraReadCache("maximumSize=10");

        assertThat(cache.holds("key0")).isFalse();
        cache.keep("key0");

        assertThat(cache.holds("key0")).isTrue();
        assertThat(cache.holds("key1")).isFalse();
    }

    @Test
    void invalidate_beforeAWrite_nextReadMisses() {
        CassandraReadCache cache = new CassandraReadCache("maximumSize=10");
        cache.keep("key0");

        cache.invalidate("key0");

        assertThat(cache.holds("key0")).isFalse();
    }
}
