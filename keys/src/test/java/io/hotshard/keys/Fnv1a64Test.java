package io.hotshard.keys;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

final class Fnv1a64Test {

    @Test
    void hash_publishedTestVectors_match() {
        // Test vectors of the FNV reference (isthe.com/chongo/tech/comp/fnv).
        assertThat(Fnv1a64.hash(new byte[0])).isEqualTo(0xcbf29ce484222325L);
        assertThat(Fnv1a64.hash("a".getBytes(StandardCharsets.US_ASCII))).isEqualTo(0xaf63dc4c8601ec8cL);
        assertThat(Fnv1a64.hash("foobar".getBytes(StandardCharsets.US_ASCII))).isEqualTo(0x85944171f73967e8L);
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 255, 256, 123_456_789_012L, -1, Long.MIN_VALUE, Long.MAX_VALUE})
    void hash_long_isHashOfItsOctetsLowestFirst(long value) {
        assertThat(Fnv1a64.hash(value)).isEqualTo(GoodnessOfFit.fnv1a64(GoodnessOfFit.littleEndian(value)));
    }

    @Test
    void ycsbHash_firstRecordIds_giveYcsbLoadKeyNames() {
        // The first keys YCSB's load phase inserts with insertorder=hashed, as seen in YCSB output.
        KeyFormat ycsb = KeyFormat.ycsb(1, true);
        assertThat(ycsb.format(0)).isEqualTo("user6284781860667377211");
        assertThat(ycsb.format(1)).isEqualTo("user8517097267634966620");
        assertThat(ycsb.format(2)).isEqualTo("user1820151046732198393");
    }
}
