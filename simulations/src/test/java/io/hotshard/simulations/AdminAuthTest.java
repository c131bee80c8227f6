package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.cluster.ClusterConfig;
import io.hotshard.cluster.EmbeddedCluster;
import io.hotshard.http.AdminToken;
import io.hotshard.http.HttpSecurity;
import io.vertx.core.json.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class AdminAuthTest {

    private static final String SECRET = "simulation-token-0123456789";

    private EmbeddedCluster cluster;

    @AfterEach
    void stop() {
        System.clearProperty(AdminAuth.PROPERTY);
        if (cluster != null) {
            cluster.stopBlocking(Duration.ofSeconds(30));
        }
    }

    @Test
    void token_propertyNamesAFile_isReadFromIt(@TempDir Path dir) throws Exception {
        System.setProperty(AdminAuth.PROPERTY, Files.writeString(dir.resolve("token"), SECRET + "\n").toString());

        assertThat(AdminAuth.token().authorization()).contains("Bearer " + SECRET);
    }

    @Test
    void token_propertyNamesAMissingFile_failsNamingIt(@TempDir Path dir) {
        System.setProperty(AdminAuth.PROPERTY, dir.resolve("absent").toString());

        assertThatThrownBy(AdminAuth::token).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(dir.resolve("absent").toString());
    }

    @Test
    void adminHttp_guardedEmbeddedCluster_passesWithTheTokenOnly() throws Exception {
        ClusterConfig config = ClusterConfig.defaults(2);
        cluster = EmbeddedCluster.startBlocking(config.withRouter(config.router()
                .withSecurity(HttpSecurity.withToken(AdminToken.of(SECRET)))), Duration.ofSeconds(30));
        JsonObject patch = new JsonObject().put("cache", new JsonObject().put("enabled", true));

        assertThatThrownBy(() -> new AdminHttp(cluster.routerUrl(), Duration.ofSeconds(10), AdminToken.none())
                .post("/admin/mitigations", patch)).isInstanceOf(AdminHttp.StatusException.class)
                .hasMessageContaining("answered 401");
        assertThatThrownBy(() -> new AdminHttp(cluster.shardUrls().get("shard-0"), Duration.ofSeconds(10),
                AdminToken.none()).post("/admin/stall", new JsonObject().put("millis", 1)))
                .hasMessageContaining("answered 401");
        JsonObject applied = new AdminHttp(cluster.routerUrl(), Duration.ofSeconds(10), AdminToken.of(SECRET))
                .post("/admin/mitigations", patch);
        assertThat(applied.getJsonObject("cache").getBoolean("enabled")).isTrue();
    }
}
