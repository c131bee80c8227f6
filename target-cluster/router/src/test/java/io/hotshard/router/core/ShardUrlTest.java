package io.hotshard.router.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** How a shard's URL names it in a {@code Host} header. */
final class ShardUrlTest {

    @Test
    void authority_ipv4_hostColonPort() {
        assertThat(ShardUrl.parse("http://127.0.0.1:9000/").authority()).isEqualTo("127.0.0.1:9000");
    }

    @Test
    void authority_ipv6Literal_inBrackets() {
        ShardUrl url = ShardUrl.parse("http://[::1]:9000");

        assertThat(url.host()).isEqualTo("::1");
        assertThat(url.authority()).isEqualTo("[::1]:9000");
    }

    @Test
    void authority_name_hostColonPort() {
        assertThat(ShardUrl.parse("http://localhost:80").authority()).isEqualTo("localhost:80");
    }
}
