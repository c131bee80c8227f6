package io.hotshard.shard;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.http.AdminToken;
import io.hotshard.http.HttpSecurity;
import io.hotshard.testkit.JsonAnswers;
import io.hotshard.testkit.WatchedVertx;
import io.vertx.core.json.Json;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * A real shard's admin API (behind a token) against random and malformed input: every answer is a 4xx whose
 * message names the bad field, and the configuration, stall and availability read back unchanged.
 */
final class ShardAdminProperties {

    private static final String SECRET = "shard-test-token-0123456789";
    private static final String BEARER = "Bearer " + SECRET;
    private static final List<String> CHANGES = List.of("/admin/config", "/admin/stall", "/admin/down");

    /** One broken field of one endpoint and its raw JSON value. */
    record Case(String path, String field, String raw) {

        String body() {
            return "{" + Json.encode(field) + ":" + raw + "}";
        }
    }

    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private static WatchedVertx watched;
    private static ShardServer shard;
    private static int port;

    @BeforeContainer
    static void start() throws Exception {
        watched = ShardWarmUp.watched();
        shard = new ShardServer(watched.vertx(), ShardConfig.defaults("fuzzed"), "127.0.0.1",
                HttpSecurity.withToken(AdminToken.of(SECRET)));
        port = shard.start().toCompletionStage().toCompletableFuture().get(15, TimeUnit.SECONDS);
    }

    @AfterContainer
    static void stop() throws Exception {
        shard.stop().toCompletionStage().toCompletableFuture().get(15, TimeUnit.SECONDS);
        assertThat(watched.close()).isEmpty();
    }

    @Property(tries = 200, seed = "20261201")
    void change_oneFieldOfWrongTypeOrRange_is400NamingItAndChangesNothing(@ForAll("brokenFields") Case broken) {
        String before = state();

        HttpResponse<String> answer = post(broken.path(), broken.body(), BEARER);

        assertThat(answer.statusCode()).as(broken.body() + " -> " + answer.body()).isEqualTo(400);
        assertThat(JsonAnswers.error(answer.body())).as(broken.body()).contains(broken.field());
        assertThat(state()).isEqualTo(before);
    }

    @Property(tries = 200, seed = "20261201")
    void change_malformedBody_is400AndChangesNothing(@ForAll("changes") String path, @ForAll("malformed") String body) {
        String before = state();

        HttpResponse<String> answer = post(path, body, BEARER);

        assertThat(answer.statusCode()).as(body + " -> " + answer.body()).isEqualTo(400);
        assertThat(state()).isEqualTo(before);
    }

    @Property(tries = 100, seed = "20261201")
    void change_unknownFieldOrNoToken_isRefusedAndChangesNothing(@ForAll("changes") String path,
                                                                @ForAll("unknownNames") String name) {
        String before = state();

        HttpResponse<String> unknown = post(path, "{" + Json.encode(name) + ":1}", BEARER);
        HttpResponse<String> anonymous = post(path, "{\"millis\":1}", null);

        assertThat(unknown.statusCode()).isEqualTo(400);
        assertThat(JsonAnswers.error(unknown.body())).contains(name);
        assertThat(anonymous.statusCode()).isEqualTo(401);
        assertThat(state()).isEqualTo(before);
    }

    @Provide
    Arbitrary<String> changes() {
        return Arbitraries.of(CHANGES);
    }

    @Provide
    Arbitrary<Case> brokenFields() {
        List<Arbitrary<Case>> cases = new ArrayList<>();
        cases.add(field("/admin/config", "concurrency", integerOutOf("0", "-1", "3000000000")));
        cases.add(field("/admin/config", "queueCapacity", integerOutOf("-1", "3000000000")));
        cases.add(field("/admin/config", "seed", integerOutOf()));
        cases.add(field("/admin/config", "port", integerOutOf("-1", "70000")));
        cases.add(field("/admin/config", "slownessMultiplier", Arbitraries.oneOf(notNumber(),
                Arbitraries.of("-1", "-0.5", "1e400", "-1e400"))));
        cases.add(field("/admin/config", "errorRate", Arbitraries.oneOf(notNumber(),
                Arbitraries.of("-0.1", "1.5", "1e400", "-1e400"))));
        cases.add(field("/admin/config", "latency", Arbitraries.oneOf(unicodeString(), numbers(),
                Arbitraries.of("null", "true", "[]", "[{}]"))));
        cases.add(field("/admin/config", "id", Arbitraries.oneOf(numbers(), Arbitraries.of("null", "true", "[]", "{}"),
                unicodeString().filter(s -> !s.equals("\"fuzzed\"")))));
        for (String path : List.of("/admin/stall", "/admin/down")) {
            cases.add(field(path, "millis", integerOutOf("-1", "3600001", "-9223372036854775808")));
        }
        return Arbitraries.oneOf(cases);
    }

    @Provide
    Arbitrary<String> malformed() {
        return Arbitraries.oneOf(
                Arbitraries.strings().ofMaxLength(40).filter(JsonAnswers::notAnObject),
                Arbitraries.of("", " ", "{", "{\"millis\":", "[1]", "\"x\"", "42", "null", "{'millis':1}",
                        "{\"millis\":1}}", "\u0000"));
    }

    @Provide
    Arbitrary<String> unknownNames() {
        return Arbitraries.strings().withCharRange('a', 'z').withChars('é', 'ü', '✓', '_').ofMinLength(1)
                .ofMaxLength(12).filter(name -> !ShardConfig.defaults("x").toJson().containsKey(name)
                        && !name.equals("millis"));
    }

    private static Arbitrary<Case> field(String path, String field, Arbitrary<String> raw) {
        return raw.map(value -> new Case(path, field, value));
    }

    private static Arbitrary<String> integerOutOf(String... outOfRange) {
        return Arbitraries.oneOf(notNumber(), Arbitraries.of("1.5", "-0.25", "1e400", "-1e400",
                "123456789012345678901234567890", "9007199254740993.5", "null"), Arbitraries.of(
                outOfRange.length == 0 ? new String[] {"0.5"} : outOfRange));
    }

    private static Arbitrary<String> notNumber() {
        return Arbitraries.oneOf(unicodeString(), Arbitraries.of("true", "false", "\"1\"", "[]", "[1]", "{}",
                "{\"x\":1}"));
    }

    private static Arbitrary<String> unicodeString() {
        return Arbitraries.strings().all().ofMaxLength(16).map(Json::encode);
    }

    private static Arbitrary<String> numbers() {
        return Arbitraries.oneOf(Arbitraries.integers().map(String::valueOf), Arbitraries.doubles().map(String::valueOf));
    }

    private static String state() {
        JsonObject health = new JsonObject(get("/health").body());
        return get("/admin/config").body() + health.getBoolean("stalled") + shard.port();
    }

    private static HttpResponse<String> get(String path) {
        return send(HttpRequest.newBuilder(uri(path)).GET());
    }

    private static HttpResponse<String> post(String path, String body, String authorization) {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri(path)).header("content-type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        return send(request);
    }

    private static URI uri(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }

    private static HttpResponse<String> send(HttpRequest.Builder request) {
        try {
            return CLIENT.send(request.timeout(Duration.ofSeconds(15)).build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
