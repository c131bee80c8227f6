package io.hotshard.router.migrate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.router.core.ShardSpec;
import io.hotshard.router.core.ShardUrl;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

final class MigrationRequestTest {

    @Test
    void fromJson_everyField_readsThem() {
        MigrationRequest request = MigrationRequest.fromJson(new JsonObject("{\"addNode\": {\"id\": \"shard-4\","
                + " \"url\": \"http://127.0.0.1:8084\", \"weight\": 2}, \"throttleKeysPerSecond\": 250,"
                + " \"verify\": false, \"cleanup\": false}"));

        assertThat(request).isEqualTo(new MigrationRequest(new ShardSpec("shard-4",
                ShardUrl.parse("http://127.0.0.1:8084"), 2.0), 250, false, false));
        assertThat(MigrationRequest.fromJson(request.toJson())).isEqualTo(request);
    }

    @Test
    void fromJson_onlyNode_defaults() {
        MigrationRequest request = MigrationRequest.fromJson(new JsonObject(
                "{\"addNode\": {\"id\": \"n\", \"url\": \"http://127.0.0.1:9\"}}"));

        assertThat(request).isEqualTo(MigrationRequest.of(ShardSpec.of("n", "http://127.0.0.1:9")));
        assertThat(request.throttleKeysPerSecond()).isEqualTo(500);
        assertThat(request.verify()).isTrue();
        assertThat(request.cleanup()).isTrue();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{}|addNode must be an object {\"id\", \"url\", \"weight\"} but was missing",
        "{\"addNode\": 3}|addNode must be an object {\"id\", \"url\", \"weight\"} but was 3",
        "{\"addNode\": {\"url\": \"http://127.0.0.1:9\"}}|addNode.id must be a string but was missing",
        "{\"addNode\": {\"id\": \"n\"}}|addNode.url must be a string but was missing",
        "{\"addNode\": {\"id\": \"n\", \"url\": \"ftp://x:1\"}}|url must be http://host:port (explicit port, no path"
                + " or query) but was 'ftp://x:1'",
        "{\"addNode\": {\"id\": \"n\", \"url\": \"http://127.0.0.1:9\", \"weight\": 0}}|weight of shard n must be"
                + " > 0 and finite but was 0.0",
        "{\"addNode\": {\"id\": \"n\", \"url\": \"http://127.0.0.1:9\", \"weight\": \"1\"}}|addNode.weight must be"
                + " a number but was 1",
        "{\"addNode\": {\"id\": \"n\", \"url\": \"http://127.0.0.1:9\", \"port\": 1}}|unknown field"
                + " 'addNode.port'; known: [id, url, weight]",
        "{\"addNode\": {\"id\": \"n\", \"url\": \"http://127.0.0.1:9\"}, \"throttleKeysPerSecond\": 0}"
                + "|throttleKeysPerSecond must be in [1, 1000000] but was 0",
        "{\"addNode\": {\"id\": \"n\", \"url\": \"http://127.0.0.1:9\"}, \"throttleKeysPerSecond\": 2.5}"
                + "|throttleKeysPerSecond must be an integer in [1, 1000000] but was 2.5",
        "{\"addNode\": {\"id\": \"n\", \"url\": \"http://127.0.0.1:9\"}, \"throttleKeysPerSecond\": \"fast\"}"
                + "|throttleKeysPerSecond must be an integer in [1, 1000000] but was fast",
        "{\"addNode\": {\"id\": \"n\", \"url\": \"http://127.0.0.1:9\"}, \"verify\": \"yes\"}"
                + "|verify must be true or false but was yes",
        "{\"addNode\": {\"id\": \"n\", \"url\": \"http://127.0.0.1:9\"}, \"throttle\": 5}"
                + "|unknown field 'throttle'; known: [addNode, cleanup, keysInFlight, throttleKeysPerSecond, verify]",
        "{\"addNode\": {\"id\": \"n\", \"url\": \"http://127.0.0.1:9\"}, \"keysInFlight\": 0}"
                + "|keysInFlight must be in [1, 256] but was 0",
        "{\"addNode\": {\"id\": \"n\", \"url\": \"http://127.0.0.1:9\"}, \"keysInFlight\": 2.5}"
                + "|keysInFlight must be an integer in [1, 256] but was 2.5",
    })
    void fromJson_badInput_failsNamingFieldAndValue(String json, String message) {
        assertThatThrownBy(() -> MigrationRequest.fromJson(new JsonObject(json)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage(message);
    }
}
