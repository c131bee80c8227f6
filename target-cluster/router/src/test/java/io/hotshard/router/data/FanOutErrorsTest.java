package io.hotshard.router.data;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.router.core.FailureKind;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

final class FanOutErrorsTest {

    @Test
    void summary_oneFailedLeg_isThatLegsError() {
        assertThat(FanOutErrors.summary(List.of(timedOut(3)), 4))
                .isEqualTo("shard shard-3 did not answer within 1000 ms");
    }

    @Test
    void summary_thousandTimeouts_countsThemNamesFiveAndTheDeadline() {
        List<FanOutLeg> failed = IntStream.range(0, 1000).mapToObj(FanOutErrorsTest::timedOut).toList();

        String summary = FanOutErrors.summary(failed, 1000);

        assertThat(summary).isEqualTo("1000 of 1000 legs failed; timeout: 1000 (shard-0, shard-1, shard-2, shard-3,"
                + " shard-4 and 995 more; e.g. shard shard-0 did not answer within 1000 ms)");
    }

    @Test
    void summary_manyKindsAndLongBodies_staysBoundedAndCountsEveryLeg() {
        List<FanOutLeg> failed = new ArrayList<>();
        for (int i = 0; i < 2000; i++) {
            int status = 500 + i % 7;
            failed.add(new FanOutLeg("shard-" + i, status, 10, null,
                    "shard shard-" + i + " answered " + status + ": " + "x".repeat(10_000), null, true));
        }
        failed.add(timedOut(2000));

        String summary = FanOutErrors.summary(failed, 3000);

        assertThat(summary).startsWith("2001 of 3000 legs failed; status 500: 286 (shard-0, shard-7, ")
                .endsWith("; 857 of other kinds");
        assertThat(summary.length()).isLessThan(FanOutErrors.KINDS * (FanOutErrors.EXAMPLE_CHARS + 120) + 100);
    }

    private static FanOutLeg timedOut(int shard) {
        return new FanOutLeg("shard-" + shard, 504, 1_000_000, null,
                "shard shard-" + shard + " did not answer within 1000 ms", FailureKind.TIMEOUT, true);
    }
}
