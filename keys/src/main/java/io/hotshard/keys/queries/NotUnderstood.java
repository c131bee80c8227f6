package io.hotshard.keys.queries;

/** A query in its log's format that a reader cannot interpret: the reader lists it with this message. */
final class NotUnderstood extends RuntimeException {

    NotUnderstood(String message) {
        super(message, null, false, false);
    }
}
