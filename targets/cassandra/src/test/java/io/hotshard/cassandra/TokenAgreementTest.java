package io.hotshard.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.ring.CassandraMurmur3;
import java.io.File;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * hotshard's Cassandra token ({@link CassandraMurmur3}) against Cassandra's own {@code Murmur3Partitioner}, loaded
 * from the server's jars in a class loader of its own (none of them on hotshard's class path): 100,000 keys of each
 * kind, text with non-ASCII characters included, and the whole range of bigint.
 */
final class TokenAgreementTest {

    private static final int KEYS = 100_000;
    private static final String ALPHABET = "abcdefghijklmnopqrstuvwxyzABCXYZ0123456789:-_/.éçã€☃";

    private static URLClassLoader server;
    private static Object partitioner;
    private static Method getToken;
    private static Method tokenValue;
    private static Method compositeBuild;
    private static Object byteBuffers;

    @BeforeAll
    static void loadCassandrasPartitioner() throws Exception {
        String[] jars = ServerClasspath.fromProperties().read().split(File.pathSeparator);
        URL[] urls = new URL[jars.length];
        for (int i = 0; i < jars.length; i++) {
            urls[i] = Path.of(jars[i]).toUri().toURL();
        }
        server = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader());
        Class<?> type = Class.forName("org.apache.cassandra.dht.Murmur3Partitioner", true, server);
        partitioner = type.getField("instance").get(null);
        getToken = type.getMethod("getToken", ByteBuffer.class);
        tokenValue = getToken.getReturnType().getMethod("getTokenValue");
        Class<?> accessor = Class.forName("org.apache.cassandra.db.marshal.ValueAccessor", true, server);
        compositeBuild = Class.forName("org.apache.cassandra.db.marshal.CompositeType", true, server)
                .getMethod("build", accessor, Object[].class);
        byteBuffers = Class.forName("org.apache.cassandra.db.marshal.ByteBufferAccessor", true, server)
                .getField("instance").get(null);
    }

    @AfterAll
    static void close() throws Exception {
        server.close();
    }

    private static long cassandrasToken(byte[] key) throws Exception {
        return (Long) tokenValue.invoke(getToken.invoke(partitioner, ByteBuffer.wrap(key)));
    }

    @Test
    void tokenOfText_100000KeysAsciiAndNot_equalsCassandras() throws Exception {
        SplittableRandom random = new SplittableRandom(46L);
        for (int n = 0; n < KEYS; n++) {
            String key = n % 2 == 0 ? "user:" + n : text(random, random.nextInt(1, 48));

            assertThat(CassandraMurmur3.tokenOfText(key)).as("text '%s'", key)
                    .isEqualTo(cassandrasToken(key.getBytes(StandardCharsets.UTF_8)));
        }
    }

    @Test
    void tokenOfBigint_100000KeysOverTheWholeRange_equalsCassandras() throws Exception {
        SplittableRandom random = new SplittableRandom(47L);
        for (int n = 0; n < KEYS; n++) {
            long key = n % 2 == 0 ? n : random.nextLong();

            assertThat(CassandraMurmur3.tokenOfBigint(key)).as("bigint %d", key)
                    .isEqualTo(cassandrasToken(ByteBuffer.allocate(Long.BYTES).putLong(key).array()));
        }
    }

    @Test
    void tokenOfComposite_textAndIntBucket_equalsCassandrasCompositeType() throws Exception {
        for (int bucket = 0; bucket < 1_000; bucket++) {
            byte[] k = ("celebrity-" + bucket % 7).getBytes(StandardCharsets.UTF_8);
            byte[] b = ByteBuffer.allocate(Integer.BYTES).putInt(bucket).array();
            ByteBuffer composite = (ByteBuffer) compositeBuild.invoke(null, byteBuffers,
                    new ByteBuffer[] {ByteBuffer.wrap(k), ByteBuffer.wrap(b)});
            byte[] bytes = new byte[composite.remaining()];
            composite.duplicate().get(bytes);

            assertThat(CassandraMurmur3.tokenOfComposite(k, b)).as("bucket %d", bucket)
                    .isEqualTo(cassandrasToken(bytes));
        }
    }

    private static String text(SplittableRandom random, int length) {
        StringBuilder text = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            text.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return text.toString();
    }
}
