package io.hotshard.router.core;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.CompositeByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpClientCodec;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.DefaultFullHttpRequest;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Heads joined with their bodies ahead of Netty's aggregator, in a real pipeline (an embedded channel with the HTTP
 * codec): the joined messages equal what the aggregator makes, and everything the aggregator must see (a body in
 * pieces, chunked, {@code 100-continue}, an oversized length) still reaches it.
 */
final class WholeMessagesTest {

    private static final int MAX_BYTES = 64;

    private EmbeddedChannel server;

    @AfterEach
    void close() {
        if (server != null) {
            server.finishAndReleaseAll();
        }
    }

    @Test
    void channelRead_getWithoutBody_oneFullRequestWithEmptyContentAndLengthZero() {
        server = server();
        server.writeInbound(bytes("GET /kv/a HTTP/1.1\r\nHost: x\r\n\r\n"));

        FullHttpRequest request = server.readInbound();

        assertThat(request.method()).isEqualTo(HttpMethod.GET);
        assertThat(request.uri()).isEqualTo("/kv/a");
        assertThat(request.headers().get(HttpHeaderNames.HOST)).isEqualTo("x");
        assertThat(request.headers().get(HttpHeaderNames.CONTENT_LENGTH)).isEqualTo("0");
        assertThat(request.content().readableBytes()).isZero();
        assertThat(request.decoderResult().isSuccess()).isTrue();
        request.release();
        assertThat((Object) server.readInbound()).isNull();
    }

    @Test
    void channelRead_bodyReadWithItsHead_fullRequestKeepsTheDecodersBufferNotAComposite() {
        server = server();
        server.writeInbound(bytes("PUT /kv/a HTTP/1.1\r\nContent-Length: 5\r\nContent-Type: text/plain\r\n\r\nhello"));

        FullHttpRequest request = server.readInbound();

        assertThat(request.content()).isNotInstanceOf(CompositeByteBuf.class);
        assertThat(request.content().toString(StandardCharsets.UTF_8)).isEqualTo("hello");
        assertThat(request.headers().get(HttpHeaderNames.CONTENT_TYPE)).isEqualTo("text/plain");
        assertThat(request.release()).isTrue();
    }

    @Test
    void channelRead_pipelinedRequestsInOneRead_eachJoinedInOrder() {
        server = server();
        server.writeInbound(bytes("GET /kv/a HTTP/1.1\r\n\r\nPUT /kv/b HTTP/1.1\r\nContent-Length: 2\r\n\r\nokGET /kv/c"
                + " HTTP/1.1\r\n\r\n"));

        FullHttpRequest a = server.readInbound();
        FullHttpRequest b = server.readInbound();
        FullHttpRequest c = server.readInbound();

        assertThat(a.uri()).isEqualTo("/kv/a");
        assertThat(b.uri()).isEqualTo("/kv/b");
        assertThat(b.content().toString(StandardCharsets.UTF_8)).isEqualTo("ok");
        assertThat(c.uri()).isEqualTo("/kv/c");
        a.release();
        b.release();
        c.release();
    }

    @Test
    void channelRead_bodyInTwoReads_aggregatorJoinsTheWholeBody() {
        server = server();
        server.writeInbound(bytes("PUT /kv/a HTTP/1.1\r\nContent-Length: 10\r\n\r\nhello"));
        assertThat((Object) server.readInbound()).isNull();
        server.writeInbound(bytes("world"));

        FullHttpRequest request = server.readInbound();

        assertThat(request.content().toString(StandardCharsets.UTF_8)).isEqualTo("helloworld");
        request.release();
    }

    @Test
    void channelRead_headOnlyInFirstReadBodyInSecond_joinedOnceTheBodyArrives() {
        server = server();
        server.writeInbound(bytes("PUT /kv/a HTTP/1.1\r\nContent-Length: 5\r\n\r\n"));
        assertThat((Object) server.readInbound()).isNull();
        server.writeInbound(bytes("hello"));

        FullHttpRequest request = server.readInbound();

        assertThat(request.content().toString(StandardCharsets.UTF_8)).isEqualTo("hello");
        request.release();
    }

    @Test
    void channelRead_chunkedBody_aggregatorJoinsTheChunks() {
        server = server();
        server.writeInbound(bytes("PUT /kv/a HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n"));

        FullHttpRequest request = server.readInbound();

        assertThat(request.content().toString(StandardCharsets.UTF_8)).isEqualTo("abcde");
        request.release();
    }

    @Test
    void channelRead_expectsContinue_aggregatorAnswers100ThenJoinsTheBody() {
        server = server();
        server.writeInbound(bytes("PUT /kv/a HTTP/1.1\r\nContent-Length: 2\r\nExpect: 100-continue\r\n\r\n"));

        ByteBuf written = server.readOutbound();
        assertThat(written.toString(StandardCharsets.US_ASCII)).startsWith("HTTP/1.1 100 Continue");
        written.release();
        server.writeInbound(bytes("ok"));
        FullHttpRequest request = server.readInbound();
        assertThat(request.content().toString(StandardCharsets.UTF_8)).isEqualTo("ok");
        request.release();
    }

    @Test
    void channelRead_declaredLengthOverTheLimit_aggregatorRefusesWith413() {
        server = server();
        server.writeInbound(bytes("PUT /kv/a HTTP/1.1\r\nContent-Length: " + (MAX_BYTES + 1) + "\r\n\r\n"));

        ByteBuf written = server.readOutbound();

        assertThat(written.toString(StandardCharsets.US_ASCII)).startsWith("HTTP/1.1 413");
        written.release();
        assertThat((Object) server.readInbound()).isNull();
    }

    @Test
    void channelRead_answerReadWithItsHead_oneFullResponseWithBodyAndStatus() {
        EmbeddedChannel client = new EmbeddedChannel(new HttpClientCodec(), new WholeMessages(MAX_BYTES),
                new HttpObjectAggregator(MAX_BYTES));
        try {
            // The client codec answers only what it asked: send a request first.
            client.writeOutbound(new DefaultFullHttpRequest(HttpVersion.HTTP_1_1, HttpMethod.GET, "/kv/a"));
            ((ByteBuf) client.readOutbound()).release();
            client.writeInbound(bytes("HTTP/1.1 404 Not Found\r\nContent-Length: 7\r\n\r\nmissing"));

            FullHttpResponse response = client.readInbound();

            assertThat(response.status().code()).isEqualTo(404);
            assertThat(response.content()).isNotInstanceOf(CompositeByteBuf.class);
            assertThat(response.content().toString(StandardCharsets.UTF_8)).isEqualTo("missing");
            assertThat(response.release()).isTrue();
        } finally {
            client.finishAndReleaseAll();
        }
    }

    private static EmbeddedChannel server() {
        return new EmbeddedChannel(new HttpServerCodec(), new WholeMessages(MAX_BYTES),
                new HttpObjectAggregator(MAX_BYTES));
    }

    private static ByteBuf bytes(String text) {
        return Unpooled.copiedBuffer(text, StandardCharsets.US_ASCII);
    }
}
