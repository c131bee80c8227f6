package io.hotshard.keys.analyze;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Keys compared a word at a time order as the JDK's unsigned byte compare does, up to the arrays' last bytes. */
final class KeyOrderTest {

    @Test
    void bytes_randomRangesNearTheEndsOfTheirArrays_sameSignAsArraysCompareUnsigned() {
        SplittableRandom random = new SplittableRandom(17);
        for (int i = 0; i < 200_000; i++) {
            byte[] a = bytes(random, random.nextInt(1, 24));
            byte[] b = random.nextInt(4) == 0 ? a.clone() : bytes(random, random.nextInt(1, 24));
            int aOff = random.nextInt(a.length);
            int bOff = random.nextInt(b.length);
            int aLen = random.nextInt(a.length - aOff + 1);
            int bLen = random.nextInt(b.length - bOff + 1);

            int expected = Integer.signum(Arrays.compareUnsigned(a, aOff, aOff + aLen, b, bOff, bOff + bLen));

            assertThat(Integer.signum(KeyOrder.bytes(a, aOff, aLen, b, bOff, bLen)))
                    .as("%s [%d,+%d) vs %s [%d,+%d)", Arrays.toString(a), aOff, aLen, Arrays.toString(b), bOff, bLen)
                    .isEqualTo(expected);
        }
    }

    private static byte[] bytes(SplittableRandom random, int length) {
        byte[] b = new byte[length];
        for (int i = 0; i < length; i++) {
            // Few distinct values, high bits included, so ranges often share a prefix and differ in sign-bit bytes.
            b[i] = (byte) (random.nextInt(3) == 0 ? 0xF0 + random.nextInt(2) : '0' + random.nextInt(3));
        }
        return b;
    }
}
