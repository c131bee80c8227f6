package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.doIfEqualsOrElse;
import static io.gatling.javaapi.core.CoreDsl.doSwitchOrElse;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.onCase;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.Session;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import io.hotshard.http.KeyPaths;
import java.time.Duration;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The reusable request chains: single-key reads and writes, and fan-out queries, through the router. Every request
 * first takes a slot of the run's connection cap; an arrival that finds none is not sent and is recorded by Gatling
 * as a failed request of the same name ({@link RefusedRequest}), so Gatling's count of requests is the count of
 * arrivals, OK + KO.
 */
final class Requests {

    private static final String URL = "admission.url";
    private static final String ORIGIN = "admission.origin";
    private static final String REFUSED = "admission.refused";
    private static final String STARTED = "admission.startedNanos";

    private Requests() {
    }

    /**
     * Shared connections: a realistic client pool instead of a new connection per virtual user. Gatling bounds
     * neither this pool nor the connections it opens ({@code maxConnectionsPerHost} only limits the resources one
     * virtual user fetches at once), so {@link #capped} caps the requests in flight per host itself.
     */
    static HttpProtocolBuilder protocol() {
        return http.shareConnections().disableCaching().acceptHeader("application/json, text/plain");
    }

    /** A GET or a PUT of {@code #{key}} depending on {@code #{op}}; 404 on a read of an absent key is fine. */
    static ChainBuilder keyValue(Supplier<? extends LoadTarget> run, Duration timeout) {
        return capped(run, Requests::keyValueName, Requests::keyPath, doIfEqualsOrElse("#{op}", "read")
                .then(exec(http("get").get(Requests::admittedUrl).requestTimeout(timeout)
                        .check(status().in(200, 404))))
                .orElse(exec(http("put").put(Requests::admittedUrl).requestTimeout(timeout)
                        .body(StringBody("#{value}"))
                        .check(status().in(200, 201)))));
    }

    /**
     * Like {@link #keyValue}, over keys that all exist: a read answered 404 is counted in {@code notFound}, and
     * fails the request when {@code strict}.
     */
    static ChainBuilder storedKeyValue(Supplier<? extends LoadTarget> run, Duration timeout, boolean strict,
                                       LongAdder notFound) {
        return capped(run, Requests::keyValueName, Requests::keyPath, doIfEqualsOrElse("#{op}", "read")
                .then(exec(http("get").get(Requests::admittedUrl).requestTimeout(timeout)
                        .check(status().saveAs("status"), strict ? status().is(200) : status().in(200, 404)))
                        .exec(session -> {
                            if (session.contains("status") && session.getInt("status") == 404) {
                                notFound.increment();
                            }
                            return session.remove("status");
                        }))
                .orElse(exec(http("put").put(Requests::admittedUrl).requestTimeout(timeout)
                        .body(StringBody("#{value}"))
                        .check(status().in(200, 201)))));
    }

    /** A scatter/gather query over {@code shards} shards (all when 0), every leg must answer. */
    static ChainBuilder fanOut(Supplier<? extends LoadTarget> run, Duration timeout, int shards) {
        String width = shards > 0 ? "&shards=" + shards : "";
        return capped(run, session -> "fanout", session -> "/fanout?q=" + session.getString("query") + width,
                exec(http("fanout").get(Requests::admittedUrl).requestTimeout(timeout).check(status().is(200))));
    }

    /**
     * A replayed query's request ({@link io.hotshard.simulations.QueryRequest}): {@code #{path}} under the name
     * {@code #{name}}, a PUT of {@code #{value}} for a write of one key and a GET otherwise; a read may answer 404, a
     * fan-out must answer 200.
     */
    static ChainBuilder replayed(Supplier<? extends LoadTarget> run, Duration timeout) {
        return capped(run, session -> session.getString("name"), session -> session.getString("path"),
                doSwitchOrElse("#{name}").on(
                        onCase("put").then(exec(http("put").put(Requests::admittedUrl).requestTimeout(timeout)
                                .body(StringBody("#{value}")).check(status().in(200, 201)))),
                        onCase("get").then(exec(http("get").get(Requests::admittedUrl).requestTimeout(timeout)
                                .check(status().in(200, 404)))))
                        .orElse(exec(http("#{name}").get(Requests::admittedUrl).requestTimeout(timeout)
                                .check(status().is(200)))));
    }

    private static String keyValueName(Session session) {
        return "read".equals(session.getString("op")) ? "get" : "put";
    }

    private static ChainBuilder capped(Supplier<? extends LoadTarget> run, Function<Session, String> name,
                                       Function<Session, String> path, ChainBuilder request) {
        return capped(session -> run.get().generator().cap(),
                session -> run.get().routers().forUser(session.userId()), path,
                session -> run.get().generator().counts(), name, request);
    }

    /**
     * {@code request} (whose URL must be {@link #admittedUrl}) for {@code base + path} when {@code cap} has a slot
     * for {@code base}, the slot given back when it ends; otherwise a failed request called {@code name} that was
     * never sent. Either way the outcome lands in {@code counts}.
     */
    static ChainBuilder capped(Function<Session, ConnectionCap> cap, Function<Session, String> base,
                               Function<Session, String> path, Function<Session, GeneratorCounts> counts,
                               Function<Session, String> name, ChainBuilder request) {
        return exec(session -> {
            long startedNanos = System.nanoTime();
            ConnectionCap slots = cap.apply(session);
            String origin = base.apply(session);
            if (slots.tryAcquire(origin)) {
                counts.apply(session).sent();
                return session.set(ORIGIN, origin).set(URL, origin + path.apply(session)).set(STARTED, startedNanos);
            }
            counts.apply(session).refused();
            return session.set(REFUSED, "not sent: " + slots.max() + " requests already in flight to " + origin
                    + " (hotshard.maxConnections)");
        }).doIfOrElse(session -> session.contains(ORIGIN)).then(request.exec(session -> {
            cap.apply(session).release(session.getString(ORIGIN));
            counts.apply(session).ended(!session.isFailed(),
                    (System.nanoTime() - session.getLong(STARTED)) / 1_000);
            return session;
        })).orElse(exec(new RefusedRequest(name, session -> session.getString(REFUSED))))
                .exec(session -> session.remove(ORIGIN).remove(URL).remove(REFUSED).remove(STARTED));
    }

    /** {@code /kv/} and the session's {@code key}, percent-encoded as one path segment. */
    static String keyPath(Session session) {
        return KeyPaths.kv(session.getString("key"));
    }

    /** The URL {@link #capped} admitted. */
    static String admittedUrl(Session session) {
        return session.getString(URL);
    }
}
