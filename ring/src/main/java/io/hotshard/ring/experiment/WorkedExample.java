package io.hotshard.ring.experiment;

import io.hotshard.ring.ModuloPartitioner;
import io.hotshard.ring.TokenRing;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The hand-sized example: eight keys with known hashes, {@code hash mod 4} then {@code mod 5} (shards
 * named "0".."4") versus a ring with A=5, B=20, C=35, D=50 and then E=40. By default 7 of 8 keys move
 * with mod N and 1 of 8 (hash 37, D to E) on the ring.
 */
public final class WorkedExample {

    /** The example's key hashes. */
    public static final List<Long> KEY_HASHES = List.of(3L, 11L, 18L, 24L, 31L, 37L, 44L, 52L);

    private WorkedExample() {
    }

    /**
     * One key before and after.
     *
     * @param keyHash      the key's hash
     * @param moduloBefore shard by {@code hash mod N}
     * @param moduloAfter  shard by {@code hash mod (N + 1)}
     * @param moduloMoved  whether the shard changed
     * @param ringBefore   ring owner before the addition
     * @param ringAfter    ring owner after the addition
     * @param ringMoved    whether the ring owner changed
     */
    public record Row(long keyHash, String moduloBefore, String moduloAfter, boolean moduloMoved,
                      String ringBefore, String ringAfter, boolean ringMoved) {
    }

    /**
     * All keys.
     *
     * @param rows        one row per key, in the given order
     * @param moduloMoved keys moved by mod N
     * @param ringMoved   keys moved on the ring
     */
    public record Result(List<Row> rows, int moduloMoved, int ringMoved) {

        /** Copies the rows. */
        public Result {
            rows = List.copyOf(rows);
        }
    }

    /** The example exactly as published. */
    public static Result run() {
        Map<String, Long> ring = new LinkedHashMap<>();
        ring.put("A", 5L);
        ring.put("B", 20L);
        ring.put("C", 35L);
        ring.put("D", 50L);
        return run(KEY_HASHES, 4, ring, "E", 40L);
    }

    /** The same comparison with other hashes, shard count, ring positions and added node. */
    public static Result run(List<Long> keyHashes, int shardsBefore, Map<String, Long> ringTokens,
                             String addedNode, long addedToken) {
        Checks.atLeast("shardsBefore", shardsBefore, 1);
        TokenRing.Builder beforeBuilder = TokenRing.builder();
        TokenRing.Builder afterBuilder = TokenRing.builder();
        ringTokens.forEach((node, token) -> {
            beforeBuilder.add(node, token);
            afterBuilder.add(node, token);
        });
        TokenRing before = beforeBuilder.build();
        TokenRing after = afterBuilder.add(addedNode, addedToken).build();
        List<Row> rows = new ArrayList<>();
        int moduloMoved = 0;
        int ringMoved = 0;
        for (long h : keyHashes) {
            String modBefore = Integer.toString(ModuloPartitioner.bucketOf(h, shardsBefore));
            String modAfter = Integer.toString(ModuloPartitioner.bucketOf(h, shardsBefore + 1));
            String ringOwnerBefore = before.ownerOfHash(h);
            String ringOwnerAfter = after.ownerOfHash(h);
            Row row = new Row(h, modBefore, modAfter, !modBefore.equals(modAfter),
                    ringOwnerBefore, ringOwnerAfter, !ringOwnerBefore.equals(ringOwnerAfter));
            moduloMoved += row.moduloMoved() ? 1 : 0;
            ringMoved += row.ringMoved() ? 1 : 0;
            rows.add(row);
        }
        return new Result(rows, moduloMoved, ringMoved);
    }
}
