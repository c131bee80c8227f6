package io.hotshard.router.core;

/** A refused admin operation: the HTTP status to answer with and a message naming the bad input. */
public final class AdminRejection extends RuntimeException {

    private final int status;

    /** Creates a rejection answered with {@code status} (4xx). */
    public AdminRejection(int status, String message) {
        super(message, null, false, false);
        if (status < 400 || status > 499) {
            throw new IllegalArgumentException("status must be a 4xx code but was " + status);
        }
        this.status = status;
    }

    /** The HTTP status: 400 bad input, 403 forbidden URL, 404 unknown node, 409 conflict. */
    public int status() {
        return status;
    }
}
