package io.hotshard.cluster;

import io.hotshard.testkit.OpenLoad;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpMethod;
import java.util.SplittableRandom;

/**
 * Open-loop load on a router: each request is a GET or PUT of one of {@code keys} keys, or, with probability
 * {@code fanOutShare}, a fan-out scan, drawn from a seeded stream so that the mix is reproducible.
 */
final class MixedLoad {

    private static final int CONNECTIONS = 64;

    private MixedLoad() {
    }

    static OpenLoad mixed(Vertx vertx, String routerUrl, int ratePerSecond, double seconds, double putShare,
                          double fanOutShare, int keys, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        return new OpenLoad(vertx, new TestHttp(vertx, CONNECTIONS), routerUrl, ratePerSecond, seconds, i -> {
            double draw = random.nextDouble();
            String key = "key-" + random.nextInt(keys);
            if (draw < fanOutShare) {
                return OpenLoad.Request.get("/fanout?q=key-1");
            }
            return draw < fanOutShare + putShare ? new OpenLoad.Request(HttpMethod.PUT, "/kv/" + key, "v" + (i + 1))
                    : OpenLoad.Request.get("/kv/" + key);
        });
    }
}
