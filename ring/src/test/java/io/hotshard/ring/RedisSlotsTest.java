package io.hotshard.ring;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

final class RedisSlotsTest {

    @Test
    void crc16_standardCheckInput_is0x31C3() {
        assertThat(RedisSlots.crc16("123456789".getBytes(StandardCharsets.US_ASCII))).isEqualTo(0x31C3);
    }

    /** Slots published by redis.io (CLUSTER KEYSLOT) and Redis client libraries. */
    @ParameterizedTest
    @CsvSource({
        "somekey, 11058",
        "foo{hash_tag}, 2515",
        "bar{hash_tag}, 2515",
        "{user1}.following, 8106",
        "foo, 12182",
        "bar, 5061",
        "hello, 866",
        "user:info, 15429",
        "user:info{1}, 9842",
        "user:case{1}, 9842",
        "fyimk7v1CgnBo, 0",
        "8HMdi, 1",
        "IQhHSeAVHI, 2",
    })
    void keyHashSlot_referenceKey_matchesRedis(String key, int slot) {
        assertThat(RedisSlots.keyHashSlot(key)).isEqualTo(slot);
    }

    @Test
    void keyHashSlot_sameHashTag_sameSlot() {
        assertThat(RedisSlots.keyHashSlot("{user1000}.following"))
                .isEqualTo(RedisSlots.keyHashSlot("{user1000}.followers"))
                .isEqualTo(RedisSlots.keyHashSlot("user1000"));
    }

    @ParameterizedTest
    @CsvSource({
        "foo{}{bar}, foo{}{bar}",
        "foo{{bar}}zap, {bar",
        "foo{bar}{zap}, bar",
        "{user1000}.following, user1000",
        "no-tag, no-tag",
        "open{only, open{only",
    })
    void hashedPart_redisHashTagRules_hashesOnlyTheTag(String key, String hashed) {
        assertThat(RedisSlots.hashedPart(key)).isEqualTo(hashed);
        assertThat(RedisSlots.keyHashSlot(key)).isEqualTo(RedisSlots.keyHashSlot(hashed));
        assertThat(RedisSlots.keyHashSlot(key))
                .isEqualTo(RedisSlots.crc16(hashed.getBytes(StandardCharsets.UTF_8)) & 16383);
    }

    @Test
    void keyHashSlot_nonAsciiKey_hashesItsUtf8Bytes() {
        String key = "usuário:{ação}:1";
        byte[] bytes = key.getBytes(StandardCharsets.UTF_8);

        assertThat(RedisSlots.keyHashSlot(key)).isEqualTo(RedisSlots.keyHashSlot(bytes));
        assertThat(RedisSlots.hashedPart(key)).isEqualTo("ação");
    }
}
