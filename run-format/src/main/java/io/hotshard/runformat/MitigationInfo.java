package io.hotshard.runformat;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The optional {@code mitigation} section of {@code run.json}: the hot-spot mitigation in force and its cost.
 *
 * @param cost numeric costs by name, e.g. {@code extraRequests}, {@code staleReads}, {@code memoryBytes}
 */
public record MitigationInfo(String name, Map<String, Double> cost) {

    /** Copies the map so the record stays immutable. */
    public MitigationInfo {
        cost = Collections.unmodifiableMap(new LinkedHashMap<>(cost));
    }
}
