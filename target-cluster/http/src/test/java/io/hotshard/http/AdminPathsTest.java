package io.hotshard.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.http.HttpMethod;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

final class AdminPathsTest {

    @ParameterizedTest(name = "{0} {1} guarded={2}")
    @CsvSource({
            "POST, /admin/nodes, true",
            "DELETE, /admin/nodes/s1, true",
            "POST, /admin/partitioner, true",
            "POST, /admin/mitigations, true",
            "POST, /admin/migrations, true",
            "POST, /admin/stall, true",
            "POST, /admin/down, true",
            "POST, /admin/config, true",
            "POST, /metrics/reset, true",
            "GET, /admin/keys, true",
            "GET, /admin/ring, false",
            "GET, /admin/metrics, false",
            "GET, /admin/metrics/intervals, false",
            "GET, /admin/stream, false",
            "GET, /admin/config, false",
            "GET, /metrics, false",
            "GET, /metrics/prometheus, false",
            "GET, /dashboard, false",
            "GET, /health, false",
            "PUT, /kv/k, false",
            "DELETE, /kv/k, false",
            "GET, /fanout, false"})
    void guarded_pathAndMethod_followsTheAdminRule(String method, String path, boolean guarded) {
        assertThat(AdminPaths.guarded(HttpMethod.valueOf(method), path)).isEqualTo(guarded);
    }
}
