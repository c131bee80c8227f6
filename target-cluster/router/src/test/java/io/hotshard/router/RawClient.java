package io.hotshard.router;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** A blocking HTTP/1.1 client on one connection to the router, for what a pooled client cannot send or see. */
final class RawClient implements AutoCloseable {

    /** One answer as read off the connection. */
    record Answer(String head, int status, String body) {
    }

    private final Socket socket;
    private final InputStream in;

    RawClient(int port) throws IOException {
        socket = new Socket("127.0.0.1", port);
        socket.setSoTimeout(8_000);
        in = socket.getInputStream();
    }

    void send(String text) throws IOException {
        socket.getOutputStream().write(text.getBytes(StandardCharsets.ISO_8859_1));
        socket.getOutputStream().flush();
    }

    /** The next answer (Content-Length bodies only); fails if none comes within 8 s. */
    Answer answer() throws IOException {
        StringBuilder head = new StringBuilder();
        int length = 0;
        for (String line = line(); !line.isEmpty(); line = line()) {
            head.append(line).append('\n');
            if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                length = Integer.parseInt(line.substring(15).trim());
            }
        }
        byte[] body = in.readNBytes(length);
        return new Answer(head.toString(), Integer.parseInt(head.substring(9, 12)),
                new String(body, StandardCharsets.UTF_8).strip());
    }

    private String line() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0) {
                throw new IOException("connection closed in a line: " + bytes);
            }
            if (b != '\r') {
                bytes.write(b);
            }
        }
        return bytes.toString(StandardCharsets.ISO_8859_1);
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
