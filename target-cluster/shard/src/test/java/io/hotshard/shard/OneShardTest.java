package io.hotshard.shard;

import io.hotshard.testkit.TestHttp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/** The tests of one in-memory shard of a fixed latency: a fresh shard and client before each test, stopped after. */
abstract class OneShardTest {

    private final long latencyMicros;
    ShardFixture fixture;
    TestHttp http;
    ShardServer shard;
    int port;

    OneShardTest(long latencyMicros) {
        this.latencyMicros = latencyMicros;
    }

    @BeforeEach
    final void startShard() throws Exception {
        fixture = new ShardFixture(ShardConfig.defaults("s0").withLatency(new FixedLatency(latencyMicros)));
        http = fixture.http;
        shard = fixture.shard;
        port = fixture.port;
    }

    @AfterEach
    final void stopShard() throws Exception {
        fixture.close();
    }
}
