package io.hotshard.bench;

import io.hotshard.router.core.WholeMessages;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.channel.ChannelHandler;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.http.DefaultFullHttpRequest;
import io.netty.handler.codec.http.FullHttpMessage;
import io.netty.handler.codec.http.HttpClientCodec;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.codec.http.HttpVersion;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The inbound HTTP steps of the router's two sides, from bytes to one full message, in an embedded channel: a
 * client's {@code GET /kv/{key}} (server codec) and a shard's answer with a small body (client codec), through
 * Netty's aggregator alone or with {@link WholeMessages} ahead of it, as the router runs. Run with
 * {@code -prof gc} for the bytes allocated per message.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class HttpInboundBenchmark {

    private static final byte[] REQUEST = ("GET /kv/user:12345 HTTP/1.1\r\nHost: 127.0.0.1:18010\r\n"
            + "User-Agent: wrk\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
    private static final byte[] ANSWER = ("HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\n"
            + "Content-Length: 16\r\n\r\n0123456789abcdef").getBytes(StandardCharsets.US_ASCII);
    private static final int MAX_BYTES = 1 << 20;

    /** {@code aggregator}: Netty's aggregator alone; {@code whole}: {@link WholeMessages} ahead of it. */
    @Param({"aggregator", "whole"})
    public String steps;

    private EmbeddedChannel server;
    private EmbeddedChannel client;

    @Setup
    public void setUp() {
        boolean whole = steps.equals("whole");
        server = channel(new HttpServerCodec(), whole);
        client = channel(new HttpClientCodec(), whole);
        server.config().setAllocator(PooledByteBufAllocator.DEFAULT);
        client.config().setAllocator(PooledByteBufAllocator.DEFAULT);
    }

    @TearDown
    public void tearDown() {
        server.finishAndReleaseAll();
        client.finishAndReleaseAll();
    }

    /** A client's request, bytes to full message, released. */
    @Benchmark
    public int request() {
        return read(server, REQUEST);
    }

    /** A shard's answer, bytes to full message, released (the client codec is told of the request first). */
    @Benchmark
    public int answer() {
        client.writeOutbound(new DefaultFullHttpRequest(HttpVersion.HTTP_1_1, HttpMethod.GET, "/kv/user:12345"));
        ((ByteBuf) client.readOutbound()).release();
        return read(client, ANSWER);
    }

    private static int read(EmbeddedChannel channel, byte[] bytes) {
        ByteBuf in = PooledByteBufAllocator.DEFAULT.buffer(bytes.length).writeBytes(bytes);
        channel.writeInbound(in);
        FullHttpMessage message = channel.readInbound();
        int size = message.content().readableBytes() + message.headers().size();
        message.release();
        return size;
    }

    private static EmbeddedChannel channel(ChannelHandler codec, boolean whole) {
        return whole ? new EmbeddedChannel(codec, new WholeMessages(MAX_BYTES), new HttpObjectAggregator(MAX_BYTES))
                : new EmbeddedChannel(codec, new HttpObjectAggregator(MAX_BYTES));
    }
}
