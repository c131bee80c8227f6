package io.hotshard.cli;

import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.transport.Transport;
import java.util.List;
import picocli.CommandLine;

/**
 * The I/O transport under a standalone router's event loops: {@code auto} takes io_uring where the kernel offers it
 * (fewer system calls per request: sends and receives go through shared rings), else epoll, else Java NIO; a named
 * one that is not available here is refused with the reason.
 */
enum IoTransport {
    AUTO("auto", null),
    IO_URING("io_uring", Transport.IO_URING),
    EPOLL("epoll", Transport.EPOLL),
    NIO("nio", Transport.NIO);

    private static final List<IoTransport> PREFERRED = List.of(IO_URING, EPOLL, NIO);

    private final String label;
    private final Transport transport;

    IoTransport(String label, Transport transport) {
        this.label = label;
        this.transport = transport;
    }

    String label() {
        return label;
    }

    /** The transport {@code auto} resolves to here, or this one when it is available; fails naming the reason. */
    IoTransport resolve() {
        if (this == AUTO) {
            return PREFERRED.stream().filter(t -> t.transport.available()).findFirst().orElse(NIO);
        }
        if (!transport.available()) {
            Throwable cause = transport.unavailabilityCause();
            throw new IllegalArgumentException("--transport " + label + " is not available here"
                    + (cause == null ? "" : ": " + cause.getMessage()) + "; use auto, epoll or nio");
        }
        return this;
    }

    /** A Vert.x instance on this (resolved) transport. */
    Vertx create(VertxOptions options) {
        return Vertx.builder().with(options).withTransport(transport).build();
    }

    /** Reads {@code auto}, {@code io_uring}, {@code epoll} or {@code nio}. */
    static final class Converter implements CommandLine.ITypeConverter<IoTransport> {
        @Override
        public IoTransport convert(String value) {
            for (IoTransport t : values()) {
                if (t.label.equals(value)) {
                    return t;
                }
            }
            throw new CommandLine.TypeConversionException("--transport must be auto, io_uring, epoll or nio but was '"
                    + value + "'");
        }
    }
}
