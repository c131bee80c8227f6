package io.hotshard.cluster;

import io.hotshard.recording.EventSink;
import io.hotshard.recording.StampedEvent;
import io.hotshard.runformat.EventKind;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Where an embedded cluster's chaos events go: every registered sink, such as a run's recorder. Any thread. */
final class ClusterEvents {

    private final List<EventSink> sinks = new CopyOnWriteArrayList<>();

    void add(EventSink sink) {
        sinks.add(sink);
    }

    void remove(EventSink sink) {
        sinks.remove(sink);
    }

    /** Stamps an event now, marked as the cluster's, and hands it to every sink. */
    void emit(EventKind kind, String target, JsonObject detail) {
        StampedEvent event = StampedEvent.now(kind, target, detail.put("source", "cluster"));
        sinks.forEach(sink -> sink.accept(event));
    }
}
