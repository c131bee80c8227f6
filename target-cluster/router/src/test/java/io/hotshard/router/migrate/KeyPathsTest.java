package io.hotshard.router.migrate;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

final class KeyPathsTest {

    @Test
    void kv_keyWithReservedAndNonAsciiCharacters_percentEncodesThemAsUtf8() {
        assertThat(KeyPaths.kv("user:1 a/b+c?ü~_.-")).isEqualTo("/kv/user%3A1%20a%2Fb%2Bc%3F%C3%BC~_.-");
    }

    @Test
    void encode_unreservedOnly_unchanged() {
        assertThat(KeyPaths.encode("Az09-._~")).isEqualTo("Az09-._~");
    }
}
