package io.hotshard.storeload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

final class CloserTest {

    private final List<String> closed = new ArrayList<>();

    @Test
    void close_threeResources_closesThemInReverseOrder() {
        Closer closer = new Closer();
        closer.add(resource("cluster"));
        closer.add(resource("load"));
        closer.add(resource("dashboard"));

        closer.close();

        assertThat(closed).containsExactly("dashboard", "load", "cluster");
    }

    @Test
    void close_twoFailures_closesEveryResourceAndThrowsTheFirstWithTheSecondSuppressed() {
        Closer closer = new Closer();
        closer.add(resource("cluster"));
        closer.add(failing("sampler", new IOException("disk full")));
        closer.add(resource("recorder"));
        closer.add(failing("dashboard", new IllegalStateException("port stuck")));

        assertThatThrownBy(closer::close).isInstanceOf(IllegalStateException.class).hasMessage("port stuck")
                .satisfies(e -> assertThat(e.getSuppressed()).singleElement()
                        .satisfies(s -> assertThat(s).hasMessage("disk full")));
        assertThat(closed).containsExactly("dashboard", "recorder", "sampler", "cluster");
    }

    @Test
    void close_checkedFailureFirst_wrapsItNamingTheResource() {
        Closer closer = new Closer();
        closer.add(failing("sampler", new IOException("disk full")));

        assertThatThrownBy(closer::close).isInstanceOf(IllegalStateException.class)
                .hasMessage("closing sampler failed: disk full").hasCauseInstanceOf(IOException.class);
    }

    @Test
    void close_calledTwice_closesEachResourceOnce() {
        Closer closer = new Closer();
        closer.add(resource("load"));

        closer.close();
        closer.close();

        assertThat(closed).containsExactly("load");
    }

    @Test
    void closeNow_oneResource_closesItAloneAndNeverAgain() {
        Closer closer = new Closer();
        closer.add(resource("cluster"));
        AutoCloseable sampler = closer.add(resource("sampler"));
        closer.add(resource("dashboard"));

        closer.closeNow(sampler);
        closer.closeNow(sampler);
        closer.close();

        assertThat(closed).containsExactly("sampler", "dashboard", "cluster");
    }

    @Test
    void add_afterClose_closesTheResourceAtOnceAndRefusesIt() {
        Closer closer = new Closer();
        closer.close();

        assertThatThrownBy(() -> closer.add(resource("late cluster"))).isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("the run is already stopped");
        assertThat(closed).containsExactly("late cluster");
    }

    private AutoCloseable resource(String name) {
        return new Named(name, () -> {
            closed.add(name);
        });
    }

    private AutoCloseable failing(String name, IOException failure) {
        return new Named(name, () -> {
            closed.add(name);
            throw failure;
        });
    }

    private AutoCloseable failing(String name, RuntimeException failure) {
        return new Named(name, () -> {
            closed.add(name);
            throw failure;
        });
    }

    /** What closing a resource does. */
    private interface Action {
        void run() throws IOException;
    }

    /** A resource that names itself, as the run's do. */
    private record Named(String name, Action action) implements AutoCloseable {

        @Override
        public void close() throws IOException {
            action.run();
        }

        @Override
        public String toString() {
            return name;
        }
    }
}
