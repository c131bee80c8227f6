package io.hotshard.recording;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.runformat.EventKind;
import io.hotshard.runformat.RunFiles;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class MeasuredTargetTest {

    @TempDir
    Path work;

    @Test
    void finish_measuredTarget_writesItsTablesSectionsAndEventsAndReturnsItsCounts() throws Exception {
        Path dir = work.resolve("run");
        FakeTarget target = new FakeTarget();
        RunRecorder recorder = RunRecorder.start(RunSettings.of(dir, "FakeRun", 11).withShutdownHook(false), target);
        recorder.recordEvent(EventKind.NODE_ADDED, "node-2", new JsonObject().put("source", "caller"));

        RunResult result = recorder.finish();

        assertThat(target.calls).startsWith("open", "baseline").contains("sample", "drained", "reconciliation");
        assertThat(result.reconciliation()).isEqualTo(FakeTarget.COUNTS);
        assertThat(result.files()).containsExactly(dir.resolve(RunFiles.MANIFEST), dir.resolve("fake.csv"));
        JsonObject manifest = new JsonObject(Files.readString(dir.resolve(RunFiles.MANIFEST)));
        assertThat(manifest.getString("status")).isEqualTo("complete");
        assertThat(manifest.getJsonObject("fake").getInteger("nodes")).isEqualTo(2);
        assertThat(manifest.getJsonObject("target").getString("kind")).isEqualTo("fake");
        assertThat(manifest.getJsonObject("reconciliation").getLong("routerRequests")).isEqualTo(10);
        // The target reported the same node's addition: paired with the caller's, only the caller's is kept.
        JsonArray events = manifest.getJsonArray("events");
        assertThat(events).hasSize(2);
        assertThat(events.getJsonObject(0).getString("kind")).isEqualTo(EventKind.NODE_DOWN.label());
        assertThat(events.getJsonObject(1).getJsonObject("detail").getString("source")).isEqualTo("caller");
    }

    /** A target that counts ten requests, reports two events and writes one table. */
    private static final class FakeTarget implements MeasuredTarget, Measurements {

        static final Reconciliation COUNTS = new Reconciliation(10, 9, 1, 0, 0, 10, 10, 0, 0, 0, 0, 10, 0, 0);

        final List<String> calls = new ArrayList<>();
        private Path directory;
        private EventSink events;

        @Override
        public Measurements open(Path runDirectory, long startMillis, EventSink targetEvents) {
            calls.add("open");
            directory = runDirectory;
            events = targetEvents;
            return this;
        }

        @Override
        public void baseline() {
            calls.add("baseline");
            long now = System.currentTimeMillis();
            events.accept(new StampedEvent(now, EventKind.NODE_DOWN, "node-1", new JsonObject().put("source", "fake")));
            events.accept(new StampedEvent(now, EventKind.NODE_ADDED, "node-2", new JsonObject().put("source", "fake")));
        }

        @Override
        public void sample(int second) {
            calls.add("sample");
        }

        @Override
        public void describe() {
            calls.add("describe");
        }

        @Override
        public boolean drained() {
            calls.add("drained");
            return true;
        }

        @Override
        public double busiestUtilisation() {
            return 0.5;
        }

        @Override
        public Reconciliation reconciliation() {
            calls.add("reconciliation");
            return COUNTS;
        }

        @Override
        public JsonObject cluster() {
            return new JsonObject().put("partitioner", "fake").put("shards", new JsonArray());
        }

        @Override
        public List<Path> writeTables() throws IOException {
            CsvRows rows = new CsvRows("second,requests");
            rows.add("0,10");
            rows.write(directory.resolve("fake.csv"));
            return List.of(directory.resolve("fake.csv"));
        }

        @Override
        public List<Path> closeLogs() {
            return List.of();
        }

        @Override
        public List<Path> writeRing(String name, long atMillis) {
            return List.of();
        }

        @Override
        public JsonObject target() {
            return new JsonObject().put("kind", "fake").put("url", "fake://1");
        }

        @Override
        public Map<String, JsonObject> sections() {
            return Map.of("fake", new JsonObject().put("nodes", 2));
        }
    }
}
