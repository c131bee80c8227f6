package io.hotshard.router.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.netty.handler.codec.http.HttpHeaders;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The data path's header maps: any number of headers in few buckets, and each side's validation. */
final class HeaderMapsTest {

    @Test
    void newHeaders_threeTimesMoreHeadersThanBuckets_everyOneFoundWhateverItsCase() {
        HttpHeaders headers = HeaderMaps.FROM_CLIENTS.newHeaders();
        IntStream.range(0, 3 * HeaderMaps.HEADER_BUCKETS).forEach(i -> headers.add("X-Header-" + i, "v" + i));
        headers.add("x-header-0", "again");

        assertThat(headers.size()).isEqualTo(3 * HeaderMaps.HEADER_BUCKETS + 1);
        IntStream.range(0, 3 * HeaderMaps.HEADER_BUCKETS)
                .forEach(i -> assertThat(headers.get("x-HEADER-" + i)).isEqualTo("v" + i));
        assertThat(headers.getAll("X-Header-0")).containsExactly("v0", "again");
    }

    @Test
    void newEmptyHeaders_manyTrailers_everyOneKept() {
        HttpHeaders trailers = HeaderMaps.CLIENT_TRAILERS.newEmptyHeaders();
        IntStream.range(0, 10).forEach(i -> trailers.add("X-Check-" + i, Integer.toString(i)));

        assertThat(trailers.size()).isEqualTo(10);
        assertThat(trailers.get("x-check-9")).isEqualTo("9");
    }

    @Test
    void fromClients_nameWithASpace_refused() {
        assertThatThrownBy(() -> HeaderMaps.FROM_CLIENTS.newHeaders().add("Bad Name", "v"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void clientTrailers_contentLength_refusedAsAForbiddenTrailer() {
        assertThatThrownBy(() -> HeaderMaps.CLIENT_TRAILERS.newHeaders().add("Content-Length", "99"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void toShards_valueWithALineBreak_refusedWhileNamesGoUnchecked() {
        HttpHeaders headers = HeaderMaps.TO_SHARDS.newHeaders();
        headers.add("Unchecked Name", "v");

        assertThat(headers.get("Unchecked Name")).isEqualTo("v");
        assertThatThrownBy(() -> headers.add("X-Value", "a\r\nInjected: 1"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void answers_anyNameAndValue_keptUnchecked() {
        HttpHeaders headers = HeaderMaps.ANSWERS.newHeaders();
        headers.add("Content-Type", "text/plain");

        assertThat(headers.get("content-type")).isEqualTo("text/plain");
    }

    @Test
    void of_noBuckets_refusedNamingTheValue() {
        assertThatThrownBy(() -> new HeaderMaps(null, null, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("sizeHint must be at least 1 but was 0");
    }
}
