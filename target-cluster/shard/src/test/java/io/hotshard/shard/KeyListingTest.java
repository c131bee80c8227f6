package io.hotshard.shard;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.Future;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

final class KeyListingTest extends OneShardTest {

    KeyListingTest() {
        super(200);
    }

    @Test
    void adminKeys_pagedWithAfter_listsEveryKeyOnceInKeyOrder() throws Exception {
        List<String> keys = IntStream.range(0, 25).mapToObj(i -> String.format("k%02d", i)).toList();
        Await.result(Future.all(keys.stream().map(k -> http.send(HttpMethod.PUT, port, "/kv/" + k, "v")).toList()));

        ShardFixture.KeyPages listing = fixture.listKeys(10);
        List<JsonObject> pages = listing.pages();

        assertThat(listing.keys()).containsExactlyElementsOf(keys);
        assertThat(pages).hasSize(3);
        assertThat(pages.get(0)).isEqualTo(new JsonObject().put("keys", new JsonArray(keys.subList(0, 10)))
                .put("next", "k09").put("total", 25));
        assertThat(pages.get(2).getValue("next")).isNull();
        assertThat(pages.get(2).containsKey("next")).isTrue();
    }

    @Test
    void adminKeys_afterNeedingEscapes_decodedAsKey() throws Exception {
        Await.result(http.send(HttpMethod.PUT, port, "/kv/a%20b", "v"));
        Await.result(http.send(HttpMethod.PUT, port, "/kv/a%20c", "v"));

        JsonObject page = Await.result(http.get(port, "/admin/keys?after=a%20b")).json();

        assertThat(page.getJsonArray("keys")).containsExactly("a c");
    }

    @Test
    void adminKeys_listing_isNotAServedRequest() throws Exception {
        Await.result(http.send(HttpMethod.PUT, port, "/kv/a", "v"));
        long arrivalsBefore = Await.result(shard.snapshot()).saturation().arrivals();

        for (int i = 0; i < 5; i++) {
            assertThat(Await.result(http.get(port, "/admin/keys")).status()).isEqualTo(200);
        }

        assertThat(Await.result(shard.snapshot()).saturation().arrivals()).isEqualTo(arrivalsBefore).isEqualTo(1);
    }

    @Test
    void adminKeys_limitOutOfRange_400NamingValue() throws Exception {
        for (String bad : List.of("0", "10001", "x", "-1")) {
            TestHttp.Answer answer = Await.result(http.get(port, "/admin/keys?limit=" + bad));
            assertThat(answer.status()).as("limit=%s", bad).isEqualTo(400);
            assertThat(answer.json().getString("error"))
                    .isEqualTo("limit must be an integer in [1, 10000] but was " + bad);
        }
        assertThat(Await.result(http.get(port, "/admin/keys?limit=10000")).status()).isEqualTo(200);
    }
}
