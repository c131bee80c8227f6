package io.hotshard.redisload;

import io.hotshard.ring.Salting;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.commons.rng.UniformRandomProvider;

/**
 * Salting of hot keys ({@code hotshard.redis.salt=S}): each hot key is stored as S copies {@code key#0 .. key#S-1},
 * which CRC16 places on (usually) different slots and so different masters; a read picks one copy at random, a
 * write sets every copy. With S = 1 keys are left alone.
 */
public record KeySalting(Set<String> hotKeys, int copies) {

    /** Checks the number of copies. */
    public KeySalting {
        hotKeys = Set.copyOf(hotKeys);
        if (copies < 1 || copies > 1024) {
            throw new IllegalArgumentException("hotshard.redis.salt must be within [1, 1024] but was " + copies);
        }
    }

    /** The key a read sends: one copy of a hot key, drawn with {@code random}; any other key as it is. */
    public String read(String key, UniformRandomProvider random) {
        return copies > 1 && hotKeys.contains(key) ? Salting.copy(key, random.nextInt(copies)) : key;
    }

    /** Every key stored for {@code key}: its copies when it is hot and salted, else itself. */
    public List<String> stored(String key) {
        if (copies == 1 || !hotKeys.contains(key)) {
            return List.of(key);
        }
        List<String> all = new ArrayList<>();
        for (int i = 0; i < copies; i++) {
            all.add(Salting.copy(key, i));
        }
        return all;
    }
}
