package io.hotshard.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class AdminTokenTest {

    private static final String SECRET = "s3cret-token-0123456789";

    @Test
    void accepts_exactBearerHeader_onlyThatHeader() {
        AdminToken token = AdminToken.of(SECRET);

        assertThat(token.accepts("Bearer " + SECRET)).isTrue();
        assertThat(token.accepts("Bearer " + SECRET + "x")).isFalse();
        assertThat(token.accepts("Bearer " + SECRET.substring(1))).isFalse();
        assertThat(token.accepts("bearer " + SECRET)).isFalse();
        assertThat(token.accepts(SECRET)).isFalse();
        assertThat(token.accepts("")).isFalse();
        assertThat(token.accepts(null)).isFalse();
    }

    @Test
    void none_acceptsAnythingAndSendsNothing() {
        assertThat(AdminToken.none().present()).isFalse();
        assertThat(AdminToken.none().accepts(null)).isTrue();
        assertThat(AdminToken.none().authorization()).isEmpty();
    }

    @Test
    void of_shortOrSpacedOrNonAscii_failsNamingTheProblem() {
        assertThatThrownBy(() -> AdminToken.of("short")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("admin token must be 16 to 1024 characters but had 5");
        assertThatThrownBy(() -> AdminToken.of("has a space in it!")).hasMessageContaining("character 32 at index 3");
        assertThatThrownBy(() -> AdminToken.of("ünicode-token-0123456")).hasMessageContaining("printable ASCII");
    }

    @Test
    void fromFile_trailingNewline_isStripped(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("token"), SECRET + "\n");

        assertThat(AdminToken.fromFile(file).authorization()).contains("Bearer " + SECRET);
    }

    @Test
    void fromFile_missingFile_failsNamingIt(@TempDir Path dir) {
        Path missing = dir.resolve("absent");

        assertThatThrownBy(() -> AdminToken.fromFile(missing)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("admin token file " + missing + " cannot be read");
    }

    @Test
    void resolve_fileGiven_winsOverEnvironment(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("token"), SECRET);

        assertThat(AdminToken.resolve(file, "other-token-abcdefghij").authorization()).contains("Bearer " + SECRET);
        assertThat(AdminToken.resolve(null, "env-token-abcdefghijk").authorization())
                .contains("Bearer env-token-abcdefghijk");
        assertThat(AdminToken.resolve(null, "").present()).isFalse();
        assertThatThrownBy(() -> AdminToken.resolve(null, "short")).hasMessageStartingWith(AdminToken.ENV + ": ");
    }

    @Test
    void toString_neverShowsTheSecret() {
        assertThat(AdminToken.of(SECRET).toString()).doesNotContain(SECRET).isEqualTo("AdminToken[set]");
    }
}
