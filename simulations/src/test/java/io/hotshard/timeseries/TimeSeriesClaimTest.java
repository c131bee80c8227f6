package io.hotshard.timeseries;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.storeload.SimProperties;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class TimeSeriesClaimTest {

    @Test
    void forLayout_rangeHotSpot_holdsAndFailsWhenWritesSpread() {
        List<TimeSeriesClaim> claims = TimeSeriesClaim.forLayout(settings("range"), 4);

        TimeSeriesFigures hot = new TimeSeriesFigures(0.99, 3.96, 400, 900, 1, 1, 0.95);
        TimeSeriesFigures spread = new TimeSeriesFigures(0.26, 1.04, 400, 900, 1, 1, 0.3);
        assertThat(claims).allMatch(c -> c.holds().test(hot));
        assertThat(failed(claims, spread)).containsExactly("the newest range takes more than 90% of the writes",
                "its shard saturates: mean utilisation at least 0.8");
    }

    @Test
    void forLayout_salted_needsSpreadWritesAndOneLegPerSalt() {
        List<TimeSeriesClaim> claims = TimeSeriesClaim.forLayout(settings("salted-range"), 4);

        assertThat(failed(claims, new TimeSeriesFigures(0.26, 1.04, 400, 900, 4, 4, 0.3))).isEmpty();
        assertThat(failed(claims, new TimeSeriesFigures(0.99, 3.96, 400, 900, 1, 4, 0.9)))
                .containsExactly("every window read cost 4 shard request(s)",
                        "writes spread: max/mean of writes per shard below 1.25");
    }

    @Test
    void forLayout_hashWithoutReads_failsTheReadClaims() {
        List<TimeSeriesClaim> claims = TimeSeriesClaim.forLayout(settings("hash"), 4);

        assertThat(failed(claims, new TimeSeriesFigures(0.26, 1.04, 0, Double.NaN, 0, 0, 0.3)))
                .containsExactly("window reads were answered and found events", "every window read cost 4 shard request(s)");
    }

    @Test
    void tally_writesAndReads_figuresAndJson() {
        TimeSeriesTally tally = new TimeSeriesTally();
        for (int i = 0; i < 90; i++) {
            tally.write("shard-3");
        }
        for (int i = 0; i < 10; i++) {
            tally.write("shard-" + (i % 3));
        }
        tally.read(4, 100);
        tally.read(2, 50);

        assertThat(tally.hottestWriteShare()).isEqualTo(0.9);
        assertThat(tally.writeMaxOverMean(4)).isEqualTo(3.6);
        assertThat(tally.legsPerRead()).isEqualTo(3.0);
        assertThat(tally.minLegs()).isEqualTo(2);
        assertThat(tally.maxLegs()).isEqualTo(4);
        assertThat(tally.eventsPerRead()).isEqualTo(75.0);
        JsonObject json = tally.toJson(settings("salted-range"), 4, List.of("1", "2", "3"));
        assertThat(json.getString("layout")).isEqualTo("salted-range");
        assertThat(json.getLong("writes")).isEqualTo(100);
        assertThat(json.getJsonObject("writesByShard").getLong("shard-3")).isEqualTo(90);
        assertThat(json.getDouble("legsPerRead")).isEqualTo(3.0);
        assertThat(json.getInteger("salts")).isEqualTo(4);
        assertThat(new TimeSeriesTally().toJson(settings("hash"), 4, List.of()).getValue("legsPerRead")).isNull();
    }

    private static TimeSeriesSettings settings(String layout) {
        return TimeSeriesSettings.from(new SimProperties(Map.of("hotshard.timeseries.layout", layout)), 4, 1_000);
    }

    private static List<String> failed(List<TimeSeriesClaim> claims, TimeSeriesFigures figures) {
        return claims.stream().filter(c -> !c.holds().test(figures)).map(TimeSeriesClaim::claim).toList();
    }
}
