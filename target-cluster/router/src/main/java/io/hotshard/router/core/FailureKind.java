package io.hotshard.router.core;

/** Why a request to a shard got no answer, and the status the router answers with instead. */
public enum FailureKind {

    /** The shard refused the connection (nothing listens): 502. */
    CONNECT(502),
    /** The connection broke or closed before the answer was complete: 502. */
    BROKEN(502),
    /** No complete answer within the request timeout: 504. */
    TIMEOUT(504),
    /** The shard is marked down and the router did not try it: 503. */
    DOWN(503),
    /** The shard answered, but the router failed on the answer (an exception in its own code): 500. */
    INTERNAL(500),
    /**
     * The router reset the request itself because another request for the same read answered first (a hedge);
     * never the cause of a client's answer. 499 as in nginx's "client closed request".
     */
    CANCELLED(499);

    private final int status;

    FailureKind(int status) {
        this.status = status;
    }

    /** The HTTP status the router answers with. */
    public int status() {
        return status;
    }
}
