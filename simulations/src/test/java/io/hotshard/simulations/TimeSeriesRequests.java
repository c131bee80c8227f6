package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.doIfEqualsOrElse;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.jsonPath;
import static io.gatling.javaapi.http.HttpDsl.header;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.Session;
import io.hotshard.timeseries.TimeSeriesTally;
import java.time.Duration;
import java.util.function.Supplier;

/**
 * The time-series chains: a PUT of the next event, whose shard the tally learns from the router's answer, or a
 * window read through {@code /fanout}, whose shard requests and events found the tally learns from its JSON.
 */
final class TimeSeriesRequests {

    private static final String SHARD_HEADER = "X-Hotshard-Shard";

    private TimeSeriesRequests() {
    }

    /** A write or a window read depending on {@code #{op}}, both capped like every other request. */
    static ChainBuilder writeOrWindowRead(Supplier<HotshardRun> run, Duration timeout, TimeSeriesTally tally) {
        return doIfEqualsOrElse("#{op}", "write").then(write(run, timeout, tally)).orElse(windowRead(run, timeout, tally));
    }

    private static ChainBuilder write(Supplier<HotshardRun> run, Duration timeout, TimeSeriesTally tally) {
        return capped(run, "put", Requests::keyPath,
                exec(http("put").put(Requests::admittedUrl).requestTimeout(timeout).body(StringBody("#{value}"))
                        .check(header(SHARD_HEADER).optional().saveAs("shard"), status().in(200, 201)))
                        .exec(session -> {
                            if (session.contains("shard")) {
                                tally.write(session.getString("shard"));
                            }
                            return session.remove("shard");
                        }));
    }

    private static ChainBuilder windowRead(Supplier<HotshardRun> run, Duration timeout, TimeSeriesTally tally) {
        return capped(run, "window-read", session -> "/fanout?" + session.getString("query"),
                exec(http("window-read").get(Requests::admittedUrl).requestTimeout(timeout)
                        .check(status().is(200), jsonPath("$.shardsAsked").ofInt().saveAs("legs"),
                                jsonPath("$.totalMatched").ofLong().saveAs("matched")))
                        .exec(session -> {
                            if (!session.isFailed() && session.contains("legs")) {
                                tally.read(session.getInt("legs"), session.getLong("matched"));
                            }
                            return session.remove("legs").remove("matched");
                        }));
    }

    private static ChainBuilder capped(Supplier<HotshardRun> run, String name,
                                       java.util.function.Function<Session, String> path, ChainBuilder request) {
        return Requests.capped(session -> run.get().generator().cap(),
                session -> run.get().routers().forUser(session.userId()), path,
                session -> run.get().generator().counts(), session -> name, request);
    }
}
