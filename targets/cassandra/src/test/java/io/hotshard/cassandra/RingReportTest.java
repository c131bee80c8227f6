package io.hotshard.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class RingReportTest {

    /** Signed tokens: .13 at the lowest, .11 a quarter round, .12 halfway; .13's range wraps over the top half. */
    private static final Map<String, List<Long>> TOKENS = Map.of("127.0.0.11", List.of(Long.MIN_VALUE + (1L << 62)),
            "127.0.0.12", List.of(0L), "127.0.0.13", List.of(Long.MIN_VALUE));

    @Test
    void of_threeTokens_primaryAndEffectiveOwnershipFromTheRanges() {
        RingReport report = RingReport.of(TOKENS, 2);

        assertThat(report.real()).containsExactly(new RingReport.Row("127.0.0.11", 1, 0.25, 0.75, 2),
                new RingReport.Row("127.0.0.12", 1, 0.25, 0.5, 2), new RingReport.Row("127.0.0.13", 1, 0.5, 0.75, 2));
        assertThat(report.realSummary().maxPrimaryOverMean()).isEqualTo(1.5);
        assertThat(report.realSummary().maxEffectiveOverMean()).isEqualTo(0.75 / (2.0 / 3));
    }

    @Test
    void of_anyRing_modelHasTheSameNodesAndTokensPerNode() {
        RingReport report = RingReport.of(Map.of("127.0.0.11", List.of(1L, 2L, 3L), "127.0.0.12", List.of(4L, 5L, 6L)),
                1);

        assertThat(report.tokensPerNode()).isEqualTo(3);
        assertThat(report.model()).extracting(RingReport.Row::node).containsExactly("127.0.0.11", "127.0.0.12");
        assertThat(report.model()).extracting(RingReport.Row::tokens).containsOnly(3);
        assertThat(report.model().stream().mapToDouble(RingReport.Row::primary).sum()).isCloseTo(1.0,
                org.assertj.core.api.Assertions.within(1e-9));
    }

    @Test
    void of_unorderedTokens_keepsEachNodesTokensAscendingInAddressOrder() {
        RingReport report = RingReport.of(Map.of("127.0.0.12", List.of(9L, -4L), "127.0.0.9", List.of(3L, 1L)), 1);

        assertThat(report.tokens()).containsExactly(Map.entry("127.0.0.9", List.of(1L, 3L)),
                Map.entry("127.0.0.12", List.of(-4L, 9L)));
    }

    @Test
    void position_signedTokens_keepTheirOrderAsUnsignedPositions() {
        assertThat(RingReport.position(Long.MIN_VALUE)).isZero();
        assertThat(Long.compareUnsigned(RingReport.position(-5), RingReport.position(3))).isNegative();
        assertThat(RingReport.position(3) - RingReport.position(-5)).isEqualTo(8);
    }
}
