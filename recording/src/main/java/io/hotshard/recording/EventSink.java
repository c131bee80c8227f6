package io.hotshard.recording;

/** Receives run events; implementations must accept calls from any thread. */
@FunctionalInterface
public interface EventSink {

    /** Takes one event. */
    void accept(StampedEvent event);
}
