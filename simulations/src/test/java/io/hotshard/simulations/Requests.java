package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.doIfEqualsOrElse;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.ChainBuilder;
import io.hotshard.sim.HotshardRun;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Supplier;

/** The reusable request chains: single-key reads and writes, and fan-out queries, through the router. */
final class Requests {

    private Requests() {
    }

    /** A GET or a PUT of {@code #{key}} depending on {@code #{op}}; 404 on a read of an absent key is fine. */
    static ChainBuilder keyValue(Supplier<HotshardRun> run) {
        return exec(session -> {
            run.get().countGenerated();
            return session;
        }).exec(doIfEqualsOrElse("#{op}", "read")
                .then(exec(http("get").get(session -> run.get().targetUrl() + "/kv/" + session.getString("key"))
                        .check(status().in(200, 404))))
                .orElse(exec(http("put").put(session -> run.get().targetUrl() + "/kv/" + session.getString("key"))
                        .body(StringBody("#{value}"))
                        .check(status().in(200, 201)))));
    }

    /**
     * Like {@link #keyValue}, over keys that all exist: a read answered 404 is counted in {@code notFound}, and
     * fails the request when {@code strict}.
     */
    static ChainBuilder storedKeyValue(Supplier<HotshardRun> run, boolean strict, LongAdder notFound) {
        return exec(session -> {
            run.get().countGenerated();
            return session;
        }).exec(doIfEqualsOrElse("#{op}", "read")
                .then(exec(http("get").get(session -> run.get().targetUrl() + "/kv/" + session.getString("key"))
                        .check(status().saveAs("status"), strict ? status().is(200) : status().in(200, 404)))
                        .exec(session -> {
                            if (session.contains("status") && session.getInt("status") == 404) {
                                notFound.increment();
                            }
                            return session.remove("status");
                        }))
                .orElse(exec(http("put").put(session -> run.get().targetUrl() + "/kv/" + session.getString("key"))
                        .body(StringBody("#{value}"))
                        .check(status().in(200, 201)))));
    }

    /** A scatter/gather query over {@code shards} shards (all when 0), every leg must answer. */
    static ChainBuilder fanOut(Supplier<HotshardRun> run, int shards) {
        String width = shards > 0 ? "&shards=" + shards : "";
        return exec(session -> {
            run.get().countGenerated();
            return session;
        }).exec(http("fanout").get(session -> run.get().targetUrl() + "/fanout?q=" + session.getString("query")
                + width).check(status().is(200)));
    }
}
