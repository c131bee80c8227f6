package io.hotshard.ring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.ByteBuffer;
import java.util.SplittableRandom;
import org.apache.commons.codec.digest.MurmurHash3;
import org.junit.jupiter.api.Test;

/**
 * Cassandra's token against Appleby's reference: equal when no tail byte has its high bit set, different otherwise.
 * Agreement with Cassandra's own {@code Murmur3Partitioner} is checked in the cassandra module, which can load it.
 */
final class CassandraMurmur3Test {

    @Test
    void token_bytesBelow0x80OfEveryLength_equalsTheReferenceFirstLong() {
        SplittableRandom random = new SplittableRandom(46L);
        for (int length = 1; length <= 64; length++) {
            for (int n = 0; n < 50; n++) {
                byte[] key = new byte[length];
                for (int i = 0; i < length; i++) {
                    key[i] = (byte) random.nextInt(0x80);
                }
                long reference = MurmurHash3.hash128x64(key)[0];

                assertThat(CassandraMurmur3.token(key)).as("length %d", length)
                        .isEqualTo(reference == Long.MIN_VALUE ? Long.MAX_VALUE : reference);
            }
        }
    }

    @Test
    void token_aHighTailByte_differsFromTheReferenceButNotInTheBody() {
        byte[] tailHigh = {'k', 'e', 'y', (byte) 0xE9};
        byte[] bodyHigh = new byte[16];
        bodyHigh[3] = (byte) 0xE9;

        assertThat(CassandraMurmur3.token(tailHigh)).isNotEqualTo(MurmurHash3.hash128x64(tailHigh)[0]);
        assertThat(CassandraMurmur3.token(bodyHigh)).isEqualTo(MurmurHash3.hash128x64(bodyHigh)[0]);
    }

    @Test
    void typedKeys_serializedAsCassandraDoes() {
        assertThat(CassandraMurmur3.tokenOfText("user:42")).isEqualTo(CassandraMurmur3.token("user:42".getBytes(
                java.nio.charset.StandardCharsets.UTF_8)));
        assertThat(CassandraMurmur3.tokenOfBigint(-1L)).isEqualTo(CassandraMurmur3.token(new byte[] {
                -1, -1, -1, -1, -1, -1, -1, -1}));
        assertThat(CassandraMurmur3.tokenOfInt(7)).isEqualTo(CassandraMurmur3.token(new byte[] {0, 0, 0, 7}));
        byte[] bucket = ByteBuffer.allocate(4).putInt(3).array();
        assertThat(CassandraMurmur3.tokenOfComposite("ab".getBytes(java.nio.charset.StandardCharsets.UTF_8), bucket))
                .isEqualTo(CassandraMurmur3.token(new byte[] {0, 2, 'a', 'b', 0, 0, 4, 0, 0, 0, 3, 0}));
    }

    @Test
    void token_emptyKey_theMinimumToken() {
        assertThat(CassandraMurmur3.token(new byte[0])).isEqualTo(Long.MIN_VALUE);
    }

    @Test
    void tokenOfComposite_aComponentOver65535Bytes_refusedNamingItsLength() {
        assertThatThrownBy(() -> CassandraMurmur3.tokenOfComposite(new byte[65_536]))
                .hasMessage("a component must be at most 65535 bytes but was 65536");
    }
}
