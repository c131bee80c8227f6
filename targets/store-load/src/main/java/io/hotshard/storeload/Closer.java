package io.hotshard.storeload;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;

/**
 * What a run has opened, closed in reverse order: a start that fails half-way, or a stop, closes everything opened so
 * far, each even when an earlier one failed; the first failure is thrown with the later ones suppressed. Once closed,
 * a resource added late (a start still under way when the JVM began to exit) is closed at once and refused. Any
 * thread; adding and closing are serialised.
 */
public final class Closer implements AutoCloseable {

    private final Deque<AutoCloseable> open = new ArrayDeque<>();
    private boolean closed;

    /** Keeps {@code resource} to close later; when already closed, closes it now and throws. */
    public <T extends AutoCloseable> T add(T resource) {
        synchronized (this) {
            if (!closed) {
                open.push(resource);
                return resource;
            }
        }
        RuntimeException refused = new IllegalStateException("the run is already stopped; " + resource
                + " was closed as soon as it opened");
        try {
            resource.close();
        } catch (Exception e) {
            refused.addSuppressed(e);
        }
        throw refused;
    }

    /** Closes {@code resource} now, if it is still open here; it is not closed again later. */
    public void closeNow(AutoCloseable resource) {
        boolean held;
        synchronized (this) {
            held = removeSame(resource);
        }
        if (held) {
            rethrow(closeOne(resource, null));
        }
    }

    /** Closes everything still open, the last added first; later calls do nothing. */
    @Override
    public void close() {
        Deque<AutoCloseable> toClose;
        synchronized (this) {
            closed = true;
            toClose = new ArrayDeque<>(open);
            open.clear();
        }
        RuntimeException failure = null;
        for (AutoCloseable resource : toClose) {
            failure = closeOne(resource, failure);
        }
        rethrow(failure);
    }

    private boolean removeSame(AutoCloseable resource) {
        for (Iterator<AutoCloseable> it = open.iterator(); it.hasNext(); ) {
            if (it.next() == resource) {
                it.remove();
                return true;
            }
        }
        return false;
    }

    /** Closes one resource; its failure becomes the first one, or is suppressed by it. */
    private static RuntimeException closeOne(AutoCloseable resource, RuntimeException first) {
        try {
            resource.close();
            return first;
        } catch (Exception e) {
            if (first == null) {
                return e instanceof RuntimeException runtime ? runtime
                        : new IllegalStateException("closing " + resource + " failed: " + e.getMessage(), e);
            }
            first.addSuppressed(e);
            return first;
        }
    }

    private static void rethrow(RuntimeException failure) {
        if (failure != null) {
            throw failure;
        }
    }
}
