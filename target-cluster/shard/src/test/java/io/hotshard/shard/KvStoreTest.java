package io.hotshard.shard;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.buffer.Buffer;
import java.util.List;
import org.junit.jupiter.api.Test;

final class KvStoreTest {

    @Test
    void scan_prefix_countsAllMatchesAndListsFirstInOrder() {
        KvStore store = new KvStore();
        for (String key : new String[] {"user:3", "user:1", "order:1", "user:2", "userx", "v"}) {
            store.put(key, Buffer.buffer(key));
        }

        KvStore.ScanResult result = store.scan("user:", 2);

        assertThat(result.totalKeys()).isEqualTo(6);
        assertThat(result.matched()).isEqualTo(3);
        assertThat(result.keys()).containsExactly("user:1", "user:2");
    }

    @Test
    void scan_emptyPrefix_matchesEverything() {
        KvStore store = new KvStore();
        store.put("a", Buffer.buffer());
        store.put("b", Buffer.buffer());

        assertThat(store.scan("", 10).keys()).containsExactly("a", "b");
    }

    @Test
    void put_existingKey_reportsReplacementAndKeepsLatest() {
        KvStore store = new KvStore();
        assertThat(store.put("k", Buffer.buffer("1"))).isTrue();
        assertThat(store.put("k", Buffer.buffer("2"))).isFalse();
        assertThat(store.get("k").toString()).isEqualTo("2");
        assertThat(store.delete("k")).isTrue();
        assertThat(store.delete("k")).isFalse();
        assertThat(store.get("k")).isNull();
    }

    @Test
    void keysAfter_pages_coverEveryKeyOnceInOrderAndEndWithNullNext() {
        KvStore store = new KvStore();
        for (String key : new String[] {"d", "a", "c", "e", "b"}) {
            store.put(key, Buffer.buffer(key));
        }

        KvStore.KeyPage first = store.keysAfter(null, 2);
        KvStore.KeyPage second = store.keysAfter(first.next(), 2);
        KvStore.KeyPage third = store.keysAfter(second.next(), 2);

        assertThat(first).isEqualTo(new KvStore.KeyPage(List.of("a", "b"), "b", 5));
        assertThat(second).isEqualTo(new KvStore.KeyPage(List.of("c", "d"), "d", 5));
        assertThat(third).isEqualTo(new KvStore.KeyPage(List.of("e"), null, 5));
    }

    @Test
    void keysAfter_pageEndsExactlyAtLastKey_nextIsNull() {
        KvStore store = new KvStore();
        store.put("a", Buffer.buffer());
        store.put("b", Buffer.buffer());

        assertThat(store.keysAfter(null, 2).next()).isNull();
        assertThat(store.keysAfter("b", 2).keys()).isEmpty();
        assertThat(store.keysAfter("aa", 5).keys()).containsExactly("b");
    }
}
