package io.hotshard.keys;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

final class KeyFormatTest {

    @ParameterizedTest
    @ValueSource(strings = {"key%d", "user%012d", "k%dx", "%d", "item-%05d-v1", "%x", "key%,d", "%s"})
    void format_anyPattern_equalsStringFormatWithRootLocale(String pattern) {
        KeyFormat format = KeyFormat.of(pattern);
        for (long id : new long[] {0, 7, 123, 99_999, 1_234_567_890_123L, -5}) {
            assertThat(format.format(id)).isEqualTo(String.format(Locale.ROOT, pattern, id));
        }
    }

    @Test
    void format_default_isKeyAndId() {
        assertThat(KeyFormat.DEFAULT.format(0)).isEqualTo("key0");
        assertThat(KeyFormat.of("key%09d").format(123)).isEqualTo("key000000123");
    }

    @Test
    void ycsb_zeroPaddingOrdered_padsTheId() {
        assertThat(KeyFormat.ycsb(8, false).format(5)).isEqualTo("user00000005");
        assertThat(KeyFormat.ycsb(1, false).format(5)).isEqualTo("user5");
    }

    @Test
    void of_noConversion_failsAsEveryIdWouldShareOneKey() {
        assertThatThrownBy(() -> KeyFormat.of("hotkey")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'hotkey' writes different ids as the same key");
    }

    @Test
    void of_conversionForAnotherType_failsNamingPattern() {
        assertThatThrownBy(() -> KeyFormat.of("key%f")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("key format 'key%f' is not a valid format for one long id");
    }
}
