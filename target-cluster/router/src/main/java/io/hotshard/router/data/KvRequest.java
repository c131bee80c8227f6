package io.hotshard.router.data;

import io.netty.buffer.ByteBuf;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;

/**
 * A {@code /kv/{key}} request as the router's front received it, and the one answer it gets. Every method runs
 * on the event loop of the client's connection.
 */
public interface KvRequest {

    HttpMethod method();

    /** The request's URI as sent (path and query), passed on to the shards. */
    String uri();

    /** A request header, or null. */
    String header(String name);

    /** Adds a header to the answer; before {@link #answer}. */
    void putHeader(String name, String value);

    /** Answers the client; {@code contentType} may be null. A request answers once; later answers are ignored. */
    void answer(int status, String contentType, Buffer body);

    /**
     * Answers the client with a shard's body as it arrived, which this request now owns and releases (once written,
     * or at once if the request has already answered); {@code contentType} may be null.
     */
    void forward(int status, String contentType, ByteBuf body);

    /** Whether the request has its answer already. */
    boolean answered();

    /** A one-line text answer, newline-terminated as the shards' are. */
    default void answerText(int status, String text) {
        answer(status, "text/plain; charset=utf-8", Buffer.buffer(text + "\n"));
    }
}
