package io.hotshard.redisload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.storeload.SimProperties;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

final class RedisCommandSpecTest {

    @ParameterizedTest
    @CsvSource({"get, GET, 0, 0", "lrange:100, LRANGE, 100, 0", "ZREVRANGE:5, ZREVRANGE, 5, 0",
        "eval:busyMicros=250, EVAL, 0, 250"})
    void parse_eachForm_readsItsParameter(String text, RedisCommandSpec.Kind kind, int elements, long busy) {
        RedisCommandSpec spec = RedisCommandSpec.parse(text);

        assertThat(spec).isEqualTo(new RedisCommandSpec(kind, elements, busy));
        assertThat(RedisCommandSpec.parse(spec.toString())).isEqualTo(spec);
    }

    @ParameterizedTest
    @ValueSource(strings = {"set", "get:1", "lrange", "lrange:0", "lrange:x", "eval:busy=5", "eval:busyMicros=0"})
    void parse_badValue_failsNamingIt(String text) {
        assertThatThrownBy(() -> RedisCommandSpec.parse(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(text.contains(":") ? text.substring(0, text.indexOf(':')) : text);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "hotshard.store|memory|hotshard.store must be redis-cluster for a Redis simulation but was memory",
        "hotshard.target|redis://10.1.2.3:7000|hotshard.target: target must be on loopback (127.0.0.1) but was"
            + " redis://10.1.2.3:7000",
        "hotshard.target|http://127.0.0.1:7000|hotshard.target: target must be redis://127.0.0.1:PORT but was"
            + " http://127.0.0.1:7000"})
    void settings_badProperty_failsInOneLineNamingIt(String name, String value, String message) {
        assertThatThrownBy(() -> RedisSettings.from(new SimProperties(Map.of(name, value))))
                .isInstanceOf(IllegalArgumentException.class).hasMessage(message);
    }
}
