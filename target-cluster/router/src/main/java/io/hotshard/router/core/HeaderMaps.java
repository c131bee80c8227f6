package io.hotshard.router.core;

import io.netty.handler.codec.DefaultHeaders.NameValidator;
import io.netty.handler.codec.DefaultHeaders.ValueValidator;
import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.DefaultHttpHeadersFactory;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpHeadersFactory;

/**
 * Header maps of the data path, sized for the few headers its messages carry. Netty's default map opens 16 hash
 * buckets; a request through the router carries four header maps and up to four trailer maps, and together they made
 * more than a third of the router's garbage per request. Here a message's headers open {@link #HEADER_BUCKETS} buckets
 * (a map takes any number of headers; more than that share buckets) and trailers, which only a chunked message
 * fills, open two. Validation is the given Netty factory's.
 *
 * @param names      checks header names (or lets them through)
 * @param values     checks header values
 * @param sizeHint   hash buckets of a new map
 */
public record HeaderMaps(NameValidator<CharSequence> names, ValueValidator<CharSequence> values, int sizeHint)
        implements HttpHeadersFactory {

    /** Buckets of a message's header map: a request or an answer of the data path carries two to six headers. */
    public static final int HEADER_BUCKETS = 8;
    /** Buckets of a trailer map: only a chunked message has trailers, and few. */
    public static final int TRAILER_BUCKETS = 2;

    /**
     * Headers of the router's requests to shards and of their answers. Names go unchecked for token characters (about
     * 4% of a profile of the router under load was that check): the router writes only names it knows, and of an
     * answer it reads only a few names it knows. Values are checked.
     */
    public static final HeaderMaps TO_SHARDS = of(DefaultHttpHeadersFactory.headersFactory().withNameValidation(false),
            HEADER_BUCKETS);
    /** Trailers of the shards' answers: names unchecked, values checked. */
    public static final HeaderMaps SHARD_TRAILERS = of(
            DefaultHttpHeadersFactory.trailersFactory().withNameValidation(false), TRAILER_BUCKETS);
    /** Headers of clients' requests: names and values checked. */
    public static final HeaderMaps FROM_CLIENTS = of(DefaultHttpHeadersFactory.headersFactory(), HEADER_BUCKETS);
    /** Trailers of clients' requests: names (no forbidden trailer fields) and values checked. */
    public static final HeaderMaps CLIENT_TRAILERS = of(DefaultHttpHeadersFactory.trailersFactory(), TRAILER_BUCKETS);
    /** Headers of the router's answers, which it writes itself from names and values it knows: unchecked. */
    public static final HeaderMaps ANSWERS = of(DefaultHttpHeadersFactory.headersFactory().withValidation(false),
            HEADER_BUCKETS);

    public HeaderMaps {
        if (sizeHint < 1) {
            throw new IllegalArgumentException("sizeHint must be at least 1 but was " + sizeHint);
        }
    }

    /** Maps validated as {@code validation}'s, {@code sizeHint} buckets each. */
    public static HeaderMaps of(DefaultHttpHeadersFactory validation, int sizeHint) {
        return new HeaderMaps(validation.getNameValidator(), validation.getValueValidator(), sizeHint);
    }

    @Override
    public HttpHeaders newHeaders() {
        return new Sized(names, values, sizeHint);
    }

    @Override
    public HttpHeaders newEmptyHeaders() {
        return new Sized(names, values, TRAILER_BUCKETS);
    }

    /** Netty's map with a bucket count of its own (the constructor that takes one is protected). */
    private static final class Sized extends DefaultHttpHeaders {
        Sized(NameValidator<CharSequence> names, ValueValidator<CharSequence> values, int sizeHint) {
            super(names, values, sizeHint);
        }
    }
}
