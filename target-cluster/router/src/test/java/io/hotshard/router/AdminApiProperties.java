package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.http.AdminToken;
import io.hotshard.testkit.JsonAnswers;
import io.vertx.core.json.Json;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * The router's admin API against random and malformed input, on a real router and shards: every answer is a 4xx
 * whose message names the bad field, and the ring, mitigations, migrations and events read back unchanged.
 */
final class AdminApiProperties {

    private static final String BEARER = "Bearer " + SecuredCluster.SECRET;
    private static final List<String> CHANGES = List.of("/admin/nodes", "/admin/partitioner", "/admin/mitigations",
            "/admin/migrations");
    private static final Set<String> KNOWN = Set.of("id", "url", "weight", "inRing", "partitioner", "hash", "vnodes",
            "epsilon", "cache", "salting", "split", "replicas", "bounded", "hedging", "adaptive", "detection",
            "addNode", "throttleKeysPerSecond", "verify", "cleanup", "keysInFlight");
    private static final String SPARE = "{\"id\":\"fz\",\"url\":\"http://127.0.0.1:1\"}";

    /** One broken field of one endpoint: where it goes, the rest of a valid body, and its raw JSON value. */
    record Case(String path, String base, String field, String raw) {

        String body() {
            String entry = Json.encode(leaf()) + ":" + raw;
            int dot = field.indexOf('.');
            if (dot > 0) {
                entry = Json.encode(field.substring(0, dot)) + ":{" + entry + "}";
            }
            return base.isEmpty() ? "{" + entry + "}" : "{" + base + "," + entry + "}";
        }

        String leaf() {
            return field.substring(field.indexOf('.') + 1);
        }
    }

    private static SecuredCluster cluster;

    @BeforeContainer
    static void start() {
        cluster = SecuredCluster.start(AdminToken.of(SecuredCluster.SECRET), List.of("s0", "s1"));
    }

    @AfterContainer
    static void stop() throws Exception {
        cluster.close();
    }

    @Property(tries = 200, seed = "20261201")
    void change_oneFieldOfWrongTypeOrRange_is4xxNamingItAndChangesNothing(@ForAll("brokenFields") Case broken) {
        String before = state();

        HttpResponse<String> answer = cluster.call("POST", broken.path(), broken.body(), BEARER);

        assertThat(answer.statusCode()).as(broken.body() + " -> " + answer.body()).isBetween(400, 499);
        assertThat(JsonAnswers.error(answer.body())).as(broken.body()).contains(broken.leaf());
        assertThat(state()).isEqualTo(before);
    }

    @Property(tries = 200, seed = "20261201")
    void change_malformedBody_is400AndChangesNothing(@ForAll("changes") String path, @ForAll("malformed") String body) {
        String before = state();

        HttpResponse<String> answer = cluster.call("POST", path, body, BEARER);

        assertThat(answer.statusCode()).as(body + " -> " + answer.body()).isEqualTo(400);
        assertThat(JsonAnswers.error(answer.body())).contains("JSON object");
        assertThat(state()).isEqualTo(before);
    }

    @Property(tries = 200, seed = "20261201")
    void change_unknownField_is400NamingItAndChangesNothing(@ForAll("changes") String path,
                                                            @ForAll("unknownNames") String name) {
        String before = state();

        HttpResponse<String> answer = cluster.call("POST", path, "{" + Json.encode(name) + ":1}", BEARER);

        assertThat(answer.statusCode()).as(name + " -> " + answer.body()).isEqualTo(400);
        assertThat(JsonAnswers.error(answer.body())).contains(name);
        assertThat(state()).isEqualTo(before);
    }

    @Property(tries = 50, seed = "20261201")
    void change_withoutToken_is401WhateverTheBody(@ForAll("changes") String path, @ForAll("anyBody") String body) {
        String before = state();

        HttpResponse<String> answer = cluster.call("POST", path, body);

        assertThat(answer.statusCode()).isEqualTo(401);
        assertThat(state()).isEqualTo(before);
    }

    @Provide
    Arbitrary<String> changes() {
        return Arbitraries.of(CHANGES);
    }

    @Provide
    Arbitrary<Case> brokenFields() {
        List<Arbitrary<Case>> cases = new ArrayList<>();
        String node = "\"id\":\"fz\",\"url\":\"http://127.0.0.1:1\"";
        cases.add(field("/admin/nodes", node.substring(node.indexOf(",") + 1), "id", notString(true)));
        cases.add(field("/admin/nodes", node.substring(0, node.indexOf(",")), "url", notString(true)));
        cases.add(field("/admin/nodes", node, "weight", Arbitraries.oneOf(notNumber(false),
                Arbitraries.of("0", "-1", "-0", "1e400", "-1e400", "1e-400"))));
        cases.add(field("/admin/nodes", node, "inRing", notBoolean(false)));
        cases.add(field("/admin/partitioner", "", "partitioner", notString(false)));
        cases.add(field("/admin/partitioner", "", "hash", notString(false)));
        cases.add(field("/admin/partitioner", "", "vnodes", Arbitraries.oneOf(notNumber(false), hugeOrFractional(),
                Arbitraries.of("0", "-1"))));
        cases.add(field("/admin/partitioner", "", "epsilon", Arbitraries.oneOf(notNumber(false),
                Arbitraries.of("0", "-1", "-0", "1e400", "-1e400"))));
        for (String block : List.of("cache", "salting", "split", "replicas", "bounded", "hedging", "adaptive",
                "detection")) {
            cases.add(field("/admin/mitigations", "", block, notObject()));
        }
        cases.add(field("/admin/mitigations", "", "cache.enabled", notBoolean(false)));
        cases.add(field("/admin/mitigations", "", "cache.ttlMillis", Arbitraries.oneOf(notNumber(false),
                hugeOrFractional(), Arbitraries.of("-1"))));
        String migration = "\"addNode\":" + SPARE;
        cases.add(field("/admin/migrations", "", "addNode", Arbitraries.oneOf(notObject(),
                Arbitraries.of("null"))));
        cases.add(field("/admin/migrations", migration, "throttleKeysPerSecond", Arbitraries.oneOf(notNumber(false),
                hugeOrFractional(), Arbitraries.of("0", "-5", "2000000"))));
        cases.add(field("/admin/migrations", migration, "keysInFlight", Arbitraries.oneOf(notNumber(false),
                hugeOrFractional(), Arbitraries.of("0", "257"))));
        cases.add(field("/admin/migrations", migration, "verify", notBoolean(false)));
        cases.add(field("/admin/migrations", migration, "cleanup", notBoolean(false)));
        return Arbitraries.oneOf(cases);
    }

    @Provide
    Arbitrary<String> malformed() {
        return Arbitraries.oneOf(
                Arbitraries.strings().ofMaxLength(40).filter(JsonAnswers::notAnObject),
                Arbitraries.of("", "   ", "{", "{\"id\":", "[1,2]", "\"text\"", "123", "null", "true", "{\"a\":1}}",
                        "{'id':'x'}", "{\"id\" \"x\"}", "\u0000", "{\"ünï\":}"));
    }

    @Provide
    Arbitrary<String> unknownNames() {
        return Arbitraries.strings().withCharRange('a', 'z').withChars('é', 'ü', 'ß', '✓', '_', '-', ' ')
                .ofMinLength(1).ofMaxLength(12).filter(name -> !KNOWN.contains(name) && !name.isBlank()
                        && name.equals(name.strip()));
    }

    @Provide
    Arbitrary<String> anyBody() {
        return Arbitraries.oneOf(malformed(), brokenFields().map(Case::body), Arbitraries.of(SPARE,
                "{\"cache\":{\"enabled\":true}}", "{\"vnodes\":7}", "{\"addNode\":" + SPARE + "}"));
    }

    private static Arbitrary<Case> field(String path, String base, String field, Arbitrary<String> raw) {
        return raw.map(value -> new Case(path, base, field, value));
    }

    private static Arbitrary<String> unicodeString() {
        return Arbitraries.strings().all().ofMaxLength(16).map(Json::encode);
    }

    private static Arbitrary<String> numbers() {
        return Arbitraries.oneOf(Arbitraries.integers().map(String::valueOf), Arbitraries.longs().map(String::valueOf),
                Arbitraries.doubles().map(String::valueOf), hugeOrFractional());
    }

    private static Arbitrary<String> hugeOrFractional() {
        return Arbitraries.of("1e400", "-1e400", "123456789012345678901234567890", "1e15", "9007199254740993",
                "1.5", "-0.25", "1e-400");
    }

    private static Arbitrary<String> containers() {
        return Arbitraries.of("[]", "[1,\"a\"]", "[null]", "{}", "{\"x\":1}", "{\"enabled\":[true]}");
    }

    private static Arbitrary<String> notString(boolean nullToo) {
        return withNull(Arbitraries.oneOf(numbers(), Arbitraries.of("true", "false"), containers()), nullToo);
    }

    private static Arbitrary<String> notNumber(boolean nullToo) {
        return withNull(Arbitraries.oneOf(unicodeString(), Arbitraries.of("true", "false", "\"1\""), containers()),
                nullToo);
    }

    private static Arbitrary<String> notBoolean(boolean nullToo) {
        return withNull(Arbitraries.oneOf(unicodeString(), numbers(), Arbitraries.of("\"true\"", "0", "1"),
                containers()), nullToo);
    }

    private static Arbitrary<String> notObject() {
        return Arbitraries.oneOf(unicodeString(), numbers(), Arbitraries.of("true", "false", "[]", "[{}]"));
    }

    private static Arbitrary<String> withNull(Arbitrary<String> values, boolean nullToo) {
        return nullToo ? Arbitraries.oneOf(values, Arbitraries.just("null")) : values;
    }

    /** Everything an admin change could alter, with the momentary in-flight counts left out. */
    private static String state() {
        JsonObject ring = new JsonObject(cluster.call("GET", "/admin/ring", null).body());
        ring.getJsonArray("nodes").forEach(node -> ((JsonObject) node).remove("inFlight"));
        return ring.encode() + cluster.call("GET", "/admin/mitigations", null).body()
                + cluster.call("GET", "/admin/migrations", null).body() + cluster.router().events().size();
    }
}
