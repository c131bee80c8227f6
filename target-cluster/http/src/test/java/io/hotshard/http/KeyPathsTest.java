package io.hotshard.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

final class KeyPathsTest {

    /** Code points a key may hold: unreserved, reserved, '%', '+', space, Latin-1, CJK and one beyond the BMP. */
    private static final int[] ALPHABET = "aZ09-._~/?#[]@!$&'()*+,;=% :ü中".codePoints().toArray();

    @Test
    void kv_keyWithReservedAndNonAsciiCharacters_percentEncodesThemAsUtf8() {
        assertThat(KeyPaths.kv("user:1 a/b+c?ü~_.-")).isEqualTo("/kv/user%3A1%20a%2Fb%2Bc%3F%C3%BC~_.-");
    }

    @Test
    void encode_unreservedOnly_returnsTheSameString() {
        String key = "Az09-._~";
        assertThat(KeyPaths.encode(key)).isSameAs(key);
    }

    @Test
    void encode_randomKeys_decodeBackAsTheRouterDecodesAPathSegment() {
        SplittableRandom random = new SplittableRandom(42);
        for (int i = 0; i < 10_000; i++) {
            StringBuilder key = new StringBuilder();
            int length = 1 + random.nextInt(12);
            for (int j = 0; j < length; j++) {
                key.appendCodePoint(random.nextInt(8) == 0 ? 0x1F600 : ALPHABET[random.nextInt(ALPHABET.length)]);
            }
            String encoded = KeyPaths.encode(key.toString());
            assertThat(encoded).as("encoding of %s", key).matches("([A-Za-z0-9._~-]|%[0-9A-F]{2})+");
            assertThat(URLDecoder.decode(encoded.replace("+", "%2B"), StandardCharsets.UTF_8))
                    .as("decoding of %s", encoded).isEqualTo(key.toString());
        }
    }
}
