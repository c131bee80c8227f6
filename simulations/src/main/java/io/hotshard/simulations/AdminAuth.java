package io.hotshard.simulations;

import io.hotshard.http.AdminToken;
import java.nio.file.Path;

/**
 * The admin token simulations send with every admin call (chaos, mitigation setup, migration watch, the recorder)
 * and give an embedded cluster: the file named by {@value #PROPERTY}, else the environment variable
 * {@value AdminToken#ENV}, else none.
 */
public final class AdminAuth {

    /** System property naming the token file. */
    public static final String PROPERTY = "hotshard.adminTokenFile";

    private AdminAuth() {
    }

    /** The token in force for this JVM; fails naming the property's file or the variable when unreadable. */
    public static AdminToken token() {
        String file = System.getProperty(PROPERTY);
        return AdminToken.resolve(file == null || file.isBlank() ? null : Path.of(file.strip()));
    }
}
