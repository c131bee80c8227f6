package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import io.hotshard.http.AdminToken;
import io.hotshard.recording.ClientSideTarget;
import io.hotshard.storeload.SimProperties;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

final class TargetKindTest {

    private HttpServer server;

    @AfterEach
    void stop() {
        if (server != null) {
            server.stop(0);
        }
    }

    @Test
    void from_unset_isAuto() {
        assertThat(TargetKind.from(new SimProperties(Map.of()))).isEqualTo(TargetKind.AUTO);
    }

    @Test
    void from_unknownValue_failsNamingThePropertyTheValueAndTheKinds() {
        assertThatThrownBy(() -> TargetKind.from(new SimProperties(Map.of(TargetKind.PROPERTY, "nginx"))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("hotshard.targetKind must be one of auto, hotshard, http but was 'nginx'");
    }

    @Test
    void clientSide_auto_targetAnsweringARing_isAHotshardRouter() throws IOException {
        String url = serve(200, "{\"partitioner\": \"ring\", \"hash\": \"sha256\", \"nodes\": []}");

        assertThat(TargetKind.AUTO.clientSide(url, AdminToken.none())).isEmpty();
    }

    @Test
    void clientSide_auto_targetWantingTheAdminToken_isAHotshardRouter() throws IOException {
        String url = serve(401, "admin token required");

        assertThat(TargetKind.AUTO.clientSide(url, AdminToken.none())).isEmpty();
    }

    @Test
    void clientSide_auto_targetAnswering404_isReadFromTheClientSideSayingWhy() throws IOException {
        String url = serve(404, "not found");

        Optional<ClientSideTarget> target = TargetKind.AUTO.clientSide(url, AdminToken.none());

        assertThat(target).hasValueSatisfying(t -> {
            assertThat(t.url()).isEqualTo(url);
            assertThat(t.reason()).isEqualTo("does not serve hotshard's admin API (GET /admin/ring answered 404)");
        });
    }

    @Test
    void clientSide_auto_targetAnsweringOkWithoutARing_isReadFromTheClientSide() throws IOException {
        String url = serve(200, "<html>welcome</html>");

        assertThat(TargetKind.AUTO.clientSide(url, AdminToken.none())).hasValueSatisfying(t ->
                assertThat(t.reason()).endsWith("answered 200 without a ring)"));
    }

    @Test
    void clientSide_auto_targetRefusingConnections_isReadFromTheClientSide() throws IOException {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }

        assertThat(TargetKind.AUTO.clientSide("http://127.0.0.1:" + port, AdminToken.none()))
                .hasValueSatisfying(t -> assertThat(t.reason()).startsWith("did not answer GET /admin/ring"));
    }

    @Test
    void clientSide_declared_skipsTheProbe() {
        String nowhere = "http://127.0.0.1:9";

        assertThat(TargetKind.HOTSHARD.clientSide(nowhere, AdminToken.none())).isEmpty();
        assertThat(TargetKind.HTTP.clientSide(nowhere, AdminToken.none())).hasValueSatisfying(t ->
                assertThat(t.reason()).isEqualTo("was declared hotshard.targetKind=http"));
    }

    private String serve(int status, String body) throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 16);
        server.createContext("/", exchange -> {
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(status, bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        });
        server.start();
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }
}
