package io.hotshard.router.front;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.vertx.core.http.HttpMethod;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A forwarded shard body is written as it came and released on every way out: written, refused, or too late. */
final class FrontAnswerTest {

    private final AtomicInteger written = new AtomicInteger();
    private final EmbeddedChannel channel = new EmbeddedChannel(new ChannelInboundHandlerAdapter());
    private final ChannelHandlerContext ctx = channel.pipeline().firstContext();

    @AfterEach
    void close() {
        channel.finishAndReleaseAll();
    }

    @Test
    void forward_shardBody_sameBufferWrittenWithLengthAndType() {
        ByteBuf body = body("value-1");

        answer().forward(200, "text/plain", body);

        FullHttpResponse response = channel.readOutbound();
        try {
            assertThat(response.content()).as("the shard's buffer itself, not a copy").isSameAs(body);
            assertThat(response.status().code()).isEqualTo(200);
            assertThat(response.headers().get(HttpHeaderNames.CONTENT_LENGTH)).isEqualTo("7");
            assertThat(response.headers().get(HttpHeaderNames.CONTENT_TYPE)).isEqualTo("text/plain");
            assertThat(response.headers().get("X-Hotshard-Shard")).isEqualTo("s1");
        } finally {
            response.release();
        }
        assertThat(written.get()).isEqualTo(1);
        assertThat(body.refCnt()).isZero();
    }

    @Test
    void forward_afterAnAnswer_bodyReleasedAndNothingMoreWritten() {
        FrontAnswer answer = answer();
        answer.answerText(504, "shard s1 did not answer within 10 ms");
        ByteBuf late = body("late");

        answer.forward(200, null, late);

        assertThat(late.refCnt()).isZero();
        FullHttpResponse first = channel.readOutbound();
        assertThat(first.status().code()).isEqualTo(504);
        first.release();
        assertThat((Object) channel.readOutbound()).isNull();
    }

    @Test
    void forward_clientGone_bodyReleasedAndWrittenStillTold() {
        ByteBuf body = body("value-2");
        FrontAnswer answer = answer();
        channel.close();

        answer.forward(200, null, body);

        assertThat(body.refCnt()).isZero();
        assertThat(written.get()).as("the connection goes on to its next request or its end").isEqualTo(1);
    }

    private FrontAnswer answer() {
        FrontAnswer answer = new FrontAnswer(ctx, written::incrementAndGet, HttpMethod.GET, "/kv/k", null);
        answer.putHeader("X-Hotshard-Shard", "s1");
        return answer;
    }

    private static ByteBuf body(String text) {
        return PooledByteBufAllocator.DEFAULT.directBuffer().writeBytes(text.getBytes(StandardCharsets.UTF_8));
    }
}
