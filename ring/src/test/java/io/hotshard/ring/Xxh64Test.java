package io.hotshard.ring;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

final class Xxh64Test {

    /** 152 ASCII chars; each case hashes a prefix of it. */
    private static final String TEXT =
            "The quick brown fox jumps over the lazy dog. 0123456789 hotshard ring keys! ".repeat(2);

    // Expected values printed by xxhsum -H1 0.8.1 (Collet's reference implementation); "", "a", "abc"
    // and the last text are also the vectors published with xxHash and its Python binding.
    @ParameterizedTest
    @CsvSource({
        "'', ef46db3751d8e999",
        "a, d24ec4f1a98c6e5b",
        "abc, 44bc2cf5ad770999",
        "Nobody inspects the spammish repetition, fbcea83c8a378bf1",
        "'ação ☃ 𝄞 cliente:7', 5722d60aebc7241f",
    })
    void hash_publishedVectors_matchTheReference(String text, String expectedHex) {
        long expected = Long.parseUnsignedLong(expectedHex, 16);

        assertThat(Xxh64.hash(text)).isEqualTo(expected);
        assertThat(Xxh64.hash(text.getBytes(StandardCharsets.UTF_8))).isEqualTo(expected);
    }

    // Lengths that reach every branch: below and above the 32-byte stripes, and each tail of 8, 4 and 1 bytes.
    @ParameterizedTest
    @CsvSource({
        "0, ef46db3751d8e999, ef46db3751d8e999",
        "1, 5b4d6af247a3cf7b, a96c7f0ce858bbb7",
        "3, 4108f90b5de14d15, 56e6957632a487f9",
        "4, cdf13a49d263200f, c60d15b1e3ff8f04",
        "7, c6fce9d72e310949, afbefc3d6c6f9a8e",
        "8, d07b38a78a153b0b, 3da5c7aa269683e0",
        "15, 59bf1a33358c7d98, ae2a37eb9357caa7",
        "16, 0f7e67014943a311, a19ad429b02bc413",
        "31, 3f8d95ab32c127d9, 4a74f3a1a39ad4a1",
        "32, e2bbc9136629a4ee, 8d57d6a4671cc43d",
        "33, 6d92fe2ebab7db31, 62c9fd21ed857664",
        "100, 031569c893328e0f, efa0ad2d3e70c151",
    })
    void hash_everyTailLength_matchesTheReference(int length, String asciiHex, String bytesHex) {
        String ascii = TEXT.substring(0, length);
        byte[] highBytes = new byte[length];
        for (int i = 0; i < length; i++) {
            // Bytes above 0x7F check that lanes read them unsigned.
            highBytes[i] = (byte) (i * 31 + 7);
        }

        assertThat(Xxh64.hash(ascii)).isEqualTo(Long.parseUnsignedLong(asciiHex, 16));
        assertThat(Xxh64.hash(ascii.getBytes(StandardCharsets.US_ASCII))).isEqualTo(Long.parseUnsignedLong(asciiHex, 16));
        assertThat(Xxh64.hash(highBytes)).isEqualTo(Long.parseUnsignedLong(bytesHex, 16));
    }
}
