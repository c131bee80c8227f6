package io.hotshard.shard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

final class PgTargetTest {

    @Test
    void parse_fullUrl_readsEveryPartAndHidesThePassword() {
        PgTarget target = PgTarget.parse("postgresql://hot%40user:s3cr%3At@127.0.0.1:5433/orders");

        assertThat(target).isEqualTo(new PgTarget("127.0.0.1", 5433, "orders", "hot@user", "s3cr:t"));
        assertThat(target.displayUrl()).isEqualTo("postgresql://hot@user@127.0.0.1:5433/orders");
    }

    @Test
    void parse_hostOnly_defaultsToPostgresOn5432() {
        assertThat(PgTarget.parse("postgres://localhost"))
                .isEqualTo(new PgTarget("localhost", 5432, "postgres", "postgres", ""));
    }

    @Test
    void parse_badUrls_failNamingThem() {
        assertThatThrownBy(() -> PgTarget.parse("http://127.0.0.1/x"))
                .hasMessage("pg url must start with postgresql:// but was http://127.0.0.1/x");
        assertThatThrownBy(() -> PgTarget.parse("postgresql:///db"))
                .hasMessage("pg url must name a host but was postgresql:///db");
        assertThatThrownBy(() -> StoreKind.byName("redis"))
                .hasMessage("store must be one of [memory, pg] but was redis");
        assertThatThrownBy(() -> PgStore.schemaOf("x".repeat(55)))
                .hasMessageStartingWith("a pg shard's id must have at most 54 characters but was xxx");
    }
}
