package io.hotshard.cli;

import io.hotshard.http.AdminToken;
import io.hotshard.http.HttpSecurity;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** {@code --admin-token-file}, shared by the commands that start servers; the environment variable is the fallback. */
public final class AdminTokenOption {

    @Option(names = "--admin-token-file", paramLabel = "PATH",
            description = "File holding the admin token (" + AdminToken.MIN_LENGTH + "+ printable characters)"
                    + " that admin requests must carry as 'Authorization: Bearer <token>'. Default: the environment"
                    + " variable " + AdminToken.ENV + ", else none; required off loopback.")
    Path file;

    /** The token of the file, else of the environment, else none; fails naming the file or variable. */
    AdminToken token() {
        return AdminToken.resolve(file);
    }

    /** The default request limits with this token. */
    HttpSecurity security() {
        return HttpSecurity.withToken(token());
    }
}
