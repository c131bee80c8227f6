package io.hotshard.cluster;

import io.hotshard.router.core.ShardSpec;
import io.hotshard.router.core.ShardUrl;
import io.hotshard.shard.ShardServer;

/** A running shard of an embedded cluster: its server, its in-JVM metric source and its ring weight. */
record ShardHandle(ShardServer server, InJvmShardSource source, double weight) {

    /** The shard's base URL; valid once the server has started. */
    String url() {
        return "http://127.0.0.1:" + server.port();
    }

    /** The router's view of this shard. */
    ShardSpec spec() {
        return new ShardSpec(server.id(), ShardUrl.parse(url()), weight);
    }
}
