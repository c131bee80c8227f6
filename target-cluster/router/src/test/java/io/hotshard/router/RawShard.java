package io.hotshard.router;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A misbehaving shard the test scripts: a {@link ServerSocket} on a free loopback port, a thread that accepts and one
 * thread per connection that reads whole requests (head and a body of its Content-Length) and hands each to the
 * script, which answers (or not) with raw bytes, may block, or closes the connection.
 */
final class RawShard implements AutoCloseable {

    /** What the shard does with one request. */
    interface Script {
        void serve(Request request) throws IOException, InterruptedException;
    }

    /**
     * One request as the shard read it.
     *
     * @param connection   1 for the first connection accepted, and so on
     * @param onConnection 1 for the first request on its connection, and so on
     * @param line         the request line, e.g. {@code GET /kv/a HTTP/1.1}
     */
    record Request(int connection, int onConnection, String line, Socket socket) {

        void answer(String raw) throws IOException {
            socket.getOutputStream().write(raw.getBytes(StandardCharsets.ISO_8859_1));
            socket.getOutputStream().flush();
        }

        void close() throws IOException {
            socket.close();
        }
    }

    /** A complete 200 answer with a two-byte body, kept alive. */
    static final String OK = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\nok";

    private final ServerSocket server;
    private final Script script;
    private final AtomicInteger accepted = new AtomicInteger();
    private final List<String> lines = new CopyOnWriteArrayList<>();
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();

    private RawShard(Script script) throws IOException {
        this.server = new ServerSocket(0, 64, InetAddress.getLoopbackAddress());
        this.script = script;
    }

    /** Listens on a free loopback port and serves every connection with {@code script}. */
    static RawShard start(Script script) throws IOException {
        RawShard shard = new RawShard(script);
        Thread acceptor = new Thread(shard::accept, "raw-shard-accept");
        acceptor.setDaemon(true);
        acceptor.start();
        return shard;
    }

    int port() {
        return server.getLocalPort();
    }

    String url() {
        return "http://127.0.0.1:" + port();
    }

    /** Connections accepted so far. */
    int accepted() {
        return accepted.get();
    }

    /** The request lines read so far, in the order read. */
    List<String> lines() {
        return List.copyOf(lines);
    }

    /** Stops listening, so that connecting is refused; the connections accepted stay open. */
    void stopListening() throws IOException {
        server.close();
    }

    @Override
    public void close() throws IOException {
        server.close();
        for (Socket socket : sockets) {
            socket.close();
        }
    }

    private void accept() {
        try {
            while (true) {
                Socket socket = server.accept();
                sockets.add(socket);
                int connection = accepted.incrementAndGet();
                Thread reader = new Thread(() -> serve(socket, connection), "raw-shard-" + connection);
                reader.setDaemon(true);
                reader.start();
            }
        } catch (IOException closed) {
            // stopListening() or close()
        }
    }

    private void serve(Socket socket, int connection) {
        try (socket) {
            InputStream in = new BufferedInputStream(socket.getInputStream());
            for (int onConnection = 1; ; onConnection++) {
                String head = head(in);
                if (head == null) {
                    return;
                }
                in.readNBytes(contentLength(head));
                String line = head.substring(0, head.indexOf("\r\n"));
                lines.add(line);
                script.serve(new Request(connection, onConnection, line, socket));
                if (socket.isClosed()) {
                    return;
                }
            }
        } catch (IOException e) {
            // The router closed the connection, or the test closed the shard.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The next request head through its blank line, or null at the end of the stream. */
    private static String head(InputStream in) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int matched = 0;
        for (int b = in.read(); b >= 0; b = in.read()) {
            bytes.write(b);
            matched = b == (matched % 2 == 0 ? '\r' : '\n') ? matched + 1 : b == '\r' ? 1 : 0;
            if (matched == 4) {
                return bytes.toString(StandardCharsets.ISO_8859_1);
            }
        }
        return null;
    }

    private static int contentLength(String head) {
        for (String line : head.split("\r\n")) {
            if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                return Integer.parseInt(line.substring(15).trim());
            }
        }
        return 0;
    }
}
