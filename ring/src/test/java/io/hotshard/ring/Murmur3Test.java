package io.hotshard.ring;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.apache.commons.codec.digest.MurmurHash3;
import org.junit.jupiter.api.Test;

final class Murmur3Test {

    private static final String ALPHABET = "abcXYZ019:-_ éçã☃€\uD834\uDD1E";

    @Test
    void h1_randomAsciiAndNonAsciiStrings_equalsCommonsCodecHash128x64First() {
        SplittableRandom random = new SplittableRandom(20_261_201L);
        for (int n = 0; n < 20_000; n++) {
            String text = randomText(random, random.nextInt(0, 80), n % 2 == 0);
            byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
            long expected = MurmurHash3.hash128x64(bytes)[0];

            assertThat(Murmur3.h1(text)).as("text '%s'", text).isEqualTo(expected);
            assertThat(Murmur3.h1(bytes)).as("bytes of '%s'", text).isEqualTo(expected);
        }
    }

    @Test
    void h1_randomBytesOfEveryLengthUpTo64_equalsCommonsCodecHash128x64First() {
        SplittableRandom random = new SplittableRandom(7L);
        for (int length = 0; length <= 64; length++) {
            for (int n = 0; n < 50; n++) {
                byte[] bytes = new byte[length];
                random.nextBytes(bytes);

                assertThat(Murmur3.h1(bytes)).as("length %d", length).isEqualTo(MurmurHash3.hash128x64(bytes)[0]);
            }
        }
    }

    private static String randomText(SplittableRandom random, int length, boolean asciiOnly) {
        StringBuilder text = new StringBuilder(length);
        int alphabetEnd = asciiOnly ? ALPHABET.indexOf(' ') : ALPHABET.length() - 1;
        while (text.length() < length) {
            int i = random.nextInt(alphabetEnd);
            char c = ALPHABET.charAt(i);
            if (Character.isHighSurrogate(c)) {
                text.append(c).append(ALPHABET.charAt(i + 1));
            } else if (!Character.isLowSurrogate(c)) {
                text.append(c);
            }
        }
        return text.toString();
    }
}
