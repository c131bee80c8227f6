package io.hotshard.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.ext.web.Router;
import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A real Vert.x server behind the front door on port 0, reached with the JDK's HTTP client. */
final class FrontDoorTest {

    private static final String SECRET = "front-door-token-0123456789";
    private static final RequestLimits LIMITS = new RequestLimits(1_024, 2_048, 16, 4, 100, 50);

    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final AtomicInteger changes = new AtomicInteger();
    private Vertx vertx;
    private int port;

    @BeforeEach
    void start() throws Exception {
        vertx = Vertx.vertx();
        Router router = Router.router(vertx);
        HttpSecurity security = new HttpSecurity(AdminToken.of(SECRET), LIMITS);
        FrontDoor.mount(router, security);
        router.post("/admin/change").handler(ctx -> {
            changes.incrementAndGet();
            ctx.response().end("changed " + ctx.body().length());
        });
        router.get("/admin/ring").handler(ctx -> ctx.response().end("ring"));
        router.get("/admin/keys").handler(ctx -> ctx.response().end("keys"));
        router.put("/kv/:key").handler(ctx -> ctx.response().end("stored " + ctx.pathParam("key")));
        router.get("/kv/:key").handler(ctx -> ctx.response().end("read " + ctx.pathParam("key")));
        router.get("/search").handler(ctx -> ctx.response().end("found"));
        HttpServer server = vertx.createHttpServer(LIMITS.serverOptions())
                .requestHandler(FrontDoor.wrap(security, router))
                .listen(0, "127.0.0.1").toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        port = server.actualPort();
    }

    @AfterEach
    void stop() throws Exception {
        vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    }

    @Test
    void adminChange_missingOrWrongToken_is401AndChangesNothing() throws Exception {
        HttpResponse<String> missing = send(request("/admin/change").POST(body("{}")));
        HttpResponse<String> wrong = send(request("/admin/change").header("Authorization", "Bearer " + SECRET + "!")
                .POST(body("{}")));

        assertThat(missing.statusCode()).isEqualTo(401);
        assertThat(missing.body()).isEqualTo("admin token required: send Authorization: Bearer <token>");
        assertThat(missing.headers().firstValue("WWW-Authenticate")).hasValueSatisfying(v -> v.startsWith("Bearer"));
        assertThat(wrong.statusCode()).isEqualTo(401);
        assertThat(wrong.body()).isEqualTo("admin token rejected");
        assertThat(changes).hasValue(0);
    }

    @Test
    void adminChange_otherSpellingsOfThePath_areGuardedToo() throws Exception {
        for (String path : new String[] {"/./admin/change", "/kv/../admin/change", "/%61dmin/change",
                "/admin/./change", "/admin//change"}) {
            HttpResponse<String> answer = send(request(path).POST(body("{}")));

            assertThat(answer.statusCode()).as(path).isIn(401, 404);
        }
        assertThat(changes).hasValue(0);
    }

    @Test
    void adminChange_refusedThenAccepted_onOneKeepAliveConnection() throws Exception {
        for (int i = 0; i < 5; i++) {
            assertThat(send(request("/admin/change").POST(body("x".repeat(40)))).statusCode()).isEqualTo(401);
            assertThat(send(authorized("/admin/change").POST(body("{}"))).statusCode()).isEqualTo(200);
        }
        assertThat(changes).hasValue(5);
    }

    @Test
    void unknownPathOrMethod_answersAsTheRoutesAlone() throws Exception {
        assertThat(send(request("/kv/a/b").GET()).statusCode()).isEqualTo(404);
        assertThat(send(request("/nowhere").GET()).statusCode()).isEqualTo(404);
        assertThat(send(authorized("/nowhere").POST(body("{}"))).statusCode()).isEqualTo(404);
        assertThat(send(request("/search").DELETE()).statusCode()).isEqualTo(405);
    }

    @Test
    void adminChange_rightToken_reachesTheRoute() throws Exception {
        HttpResponse<String> answer = send(authorized("/admin/change").POST(body("{\"a\":1}")));

        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.body()).isEqualTo("changed 7");
        assertThat(changes).hasValue(1);
    }

    @Test
    void reads_withoutToken_stayOpenExceptTheKeyListing() throws Exception {
        assertThat(send(request("/admin/ring").GET()).statusCode()).isEqualTo(200);
        assertThat(send(request("/kv/k").GET()).body()).isEqualTo("read k");
        assertThat(send(request("/admin/keys").GET()).statusCode()).isEqualTo(401);
        assertThat(send(authorized("/admin/keys").GET()).body()).isEqualTo("keys");
    }

    @Test
    void key_overTheLimitInUtf8_is414() throws Exception {
        String fits = "k".repeat(16);
        String escapedFits = "%C3%A9".repeat(8);
        String over = "%C3%A9".repeat(8) + "x";

        assertThat(send(request("/kv/" + fits).GET()).statusCode()).isEqualTo(200);
        assertThat(send(request("/kv/" + escapedFits).GET()).statusCode()).isEqualTo(200);
        HttpResponse<String> tooLong = send(request("/kv/" + over).GET());
        assertThat(tooLong.statusCode()).isEqualTo(414);
        assertThat(tooLong.body()).isEqualTo("key must be at most 16 bytes but was 17");
    }

    @Test
    void query_overTheParameterLimit_is400() throws Exception {
        assertThat(send(request("/search?a=1&b=2&c=3&d=4").GET()).statusCode()).isEqualTo(200);
        HttpResponse<String> many = send(request("/search?a=1&b=2&c=3&d=4&e=5").GET());

        assertThat(many.statusCode()).isEqualTo(400);
        assertThat(many.body()).isEqualTo("query must have at most 4 parameters but had 5");
    }

    @Test
    void body_overTheLimit_is413WhetherDeclaredOrChunked() throws Exception {
        HttpResponse<String> declared = send(authorized("/admin/change").POST(body("x".repeat(51))));
        HttpResponse<String> chunked = send(authorized("/admin/change").POST(HttpRequest.BodyPublishers
                .ofInputStream(() -> new ByteArrayInputStream("y".repeat(51).getBytes()))));
        HttpResponse<String> value = send(request("/kv/k").PUT(body("v".repeat(101))));

        assertThat(declared.statusCode()).isEqualTo(413);
        assertThat(declared.body()).isEqualTo("body must be at most 50 bytes but content-length was 51");
        assertThat(chunked.statusCode()).isEqualTo(413);
        assertThat(value.statusCode()).isEqualTo(413);
        assertThat(send(request("/kv/k").PUT(body("v".repeat(100)))).body()).isEqualTo("stored k");
        assertThat(changes).hasValue(0);
    }

    @Test
    void initialLineAndHeaders_overTheLimits_areRefusedByTheDecoder() throws Exception {
        HttpResponse<String> longLine = send(request("/search?q=" + "z".repeat(1_100)).GET());
        HttpResponse<String> bigHeaders = send(request("/search").header("X-Padding", "p".repeat(2_100)).GET());

        assertThat(longLine.statusCode()).isEqualTo(414);
        assertThat(bigHeaders.statusCode()).isEqualTo(431);
    }

    private HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).timeout(Duration.ofSeconds(10));
    }

    private HttpRequest.Builder authorized(String path) {
        return request(path).header("Authorization", "Bearer " + SECRET);
    }

    private static HttpRequest.BodyPublisher body(String text) {
        return HttpRequest.BodyPublishers.ofString(text);
    }

    private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
        return client.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }
}
