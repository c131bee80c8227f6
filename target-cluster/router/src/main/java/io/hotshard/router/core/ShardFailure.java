package io.hotshard.router.core;

/** A request to a shard that got no answer; the message is the short text body sent to the client. */
public final class ShardFailure extends RuntimeException {

    private final FailureKind kind;
    private final String shardId;
    private final boolean reached;

    /**
     * @param reached whether the request was written to a connection, so the shard may have counted it
     */
    public ShardFailure(FailureKind kind, String shardId, boolean reached, String message) {
        super(message, null, false, false);
        this.kind = kind;
        this.shardId = shardId;
        this.reached = reached;
    }

    /** {@code cause} itself if it is a shard failure, else a broken-connection failure naming the cause. */
    public static ShardFailure of(Throwable cause, String shardId) {
        return cause instanceof ShardFailure failure ? failure
                : new ShardFailure(FailureKind.BROKEN, shardId, true,
                        "request to shard " + shardId + " failed: " + cause);
    }

    public FailureKind kind() {
        return kind;
    }

    public String shardId() {
        return shardId;
    }

    public boolean reached() {
        return reached;
    }
}
