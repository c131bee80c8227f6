package io.hotshard.storeload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class SimPropertiesTest {

    private final SimProperties props = new SimProperties(Map.of(
            "hotshard.rate", "2000", "hotshard.duration", "90s", "test.bad", "abc", "test.flag", "yes",
            "test.short", "200ms"));

    @Test
    void typedReads_validValues_parsed() {
        assertThat(props.longValue("hotshard.rate", 1, 1, 1_000_000)).isEqualTo(2000);
        assertThat(props.duration("hotshard.duration", Duration.ofSeconds(1), Duration.ofSeconds(1)))
                .isEqualTo(Duration.ofSeconds(90));
        assertThat(props.intValue("test.missing", 7, 1, 10)).isEqualTo(7);
    }

    @Test
    void typedReads_badValues_nameThePropertyAndValue() {
        assertThatThrownBy(() -> props.longValue("test.bad", 1, 1, 10))
                .hasMessage("test.bad is not a number but was 'abc'");
        assertThatThrownBy(() -> props.longValue("hotshard.rate", 1, 1, 100))
                .hasMessage("hotshard.rate must be between 1 and 100 but was '2000'");
        assertThatThrownBy(() -> props.booleanValue("test.flag", false))
                .hasMessage("test.flag must be true or false but was 'yes'");
        assertThatThrownBy(() -> props.duration("test.short", Duration.ofSeconds(1), Duration.ofSeconds(1)))
                .hasMessage("test.short must be at least 1000ms but was '200ms'");
    }

    @Test
    void raw_aHotshardNameTheRegistryLacks_failsNamingIt() {
        assertThatThrownBy(() -> props.intValue("hotshard.unlisted", 1, 1, 10))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("hotshard.unlisted is read but settings.txt does not list it");
        assertThat(props.intValue("hotshard.shards", 4, 1, 10)).as("a listed name").isEqualTo(4);
    }

    @Test
    void duration_theCommandLinesGrammar_decimalsAndEveryUnit() {
        SimProperties given = new SimProperties(Map.of("test.a", "1.5ms", "test.b", "1h", "test.c", "250us",
                "test.d", "30 s"));

        assertThat(given.duration("test.a", Duration.ZERO, Duration.ZERO)).isEqualTo(Duration.ofNanos(1_500_000));
        assertThat(given.duration("test.b", Duration.ZERO, Duration.ZERO)).isEqualTo(Duration.ofHours(1));
        assertThat(given.duration("test.c", Duration.ZERO, Duration.ZERO)).isEqualTo(Duration.ofNanos(250_000));
        assertThat(given.duration("test.d", Duration.ZERO, Duration.ZERO)).isEqualTo(Duration.ofSeconds(30));
        assertThatThrownBy(() -> SimProperties.parseDuration("test.e", "5"))
                .hasMessage("test.e must be a number and a unit (us, ms, s, m or h), e.g. 500ms, 1.5s, 2m or 1h "
                        + "but was '5'");
    }
}
