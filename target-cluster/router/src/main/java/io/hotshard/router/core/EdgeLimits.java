package io.hotshard.router.core;

/**
 * What a misbehaving shard or client can make the router hold, validated on construction with messages that carry
 * the bad value.
 *
 * @param maxShardAnswerBytes  largest body of a shard's answer; a larger one fails its request with 502, and the
 *                             router never buffers more of it than this
 * @param maxPipelinedRequests requests a client connection may have waiting behind the one being served before the
 *                             router stops reading from it (it also stops once they hold one largest request body)
 * @param maxRelayConnections  connections of each event loop to its admin web server (admin API, fan-out, metrics,
 *                             dashboard); requests beyond wait for one, at most the request timeout, then get 503
 */
public record EdgeLimits(int maxShardAnswerBytes, int maxPipelinedRequests, int maxRelayConnections) {

    /** Default largest shard answer body: a scan of 10,000 keys or a page of a migration's key listing fits. */
    public static final int DEFAULT_MAX_SHARD_ANSWER_BYTES = 16 << 20;
    /** Default requests a client connection may have waiting. */
    public static final int DEFAULT_MAX_PIPELINED_REQUESTS = 16;
    /** Default connections per event loop to its admin web server. */
    public static final int DEFAULT_MAX_RELAY_CONNECTIONS = 64;
    private static final int MIN_ANSWER_BYTES = 1_024;
    private static final int MAX_ANSWER_BYTES = 1 << 30;
    private static final int MAX_PIPELINED = 1_024;
    private static final int MAX_RELAY = 4_096;

    /** Validates every limit. */
    public EdgeLimits {
        requireRange("maxShardAnswerBytes", maxShardAnswerBytes, MIN_ANSWER_BYTES, MAX_ANSWER_BYTES);
        requireRange("maxPipelinedRequests", maxPipelinedRequests, 1, MAX_PIPELINED);
        requireRange("maxRelayConnections", maxRelayConnections, 1, MAX_RELAY);
    }

    /** 16 MiB shard answers, 16 waiting requests per client connection, 64 relay connections per event loop. */
    public static EdgeLimits defaults() {
        return new EdgeLimits(DEFAULT_MAX_SHARD_ANSWER_BYTES, DEFAULT_MAX_PIPELINED_REQUESTS,
                DEFAULT_MAX_RELAY_CONNECTIONS);
    }

    /** A copy with another shard answer limit. */
    public EdgeLimits withMaxShardAnswerBytes(int bytes) {
        return new EdgeLimits(bytes, maxPipelinedRequests, maxRelayConnections);
    }

    /** A copy with another limit of waiting requests per client connection. */
    public EdgeLimits withMaxPipelinedRequests(int requests) {
        return new EdgeLimits(maxShardAnswerBytes, requests, maxRelayConnections);
    }

    /** A copy with another limit of relay connections per event loop. */
    public EdgeLimits withMaxRelayConnections(int connections) {
        return new EdgeLimits(maxShardAnswerBytes, maxPipelinedRequests, connections);
    }

    private static void requireRange(String name, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + " must be in [" + min + ", " + max + "] but was " + value);
        }
    }
}
