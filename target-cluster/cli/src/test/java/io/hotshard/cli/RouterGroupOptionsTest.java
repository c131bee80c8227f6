package io.hotshard.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.router.RouterGroup;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The router's group options: off by default, validated naming the option and the bad value. */
final class RouterGroupOptionsTest {

    private static RouterGroupOptions parse(String... args) {
        RouterGroupOptions options = new RouterGroupOptions();
        new CommandLine(options).parseArgs(args);
        return options;
    }

    @Test
    void group_noClusterPort_off() {
        assertThat(parse().group()).isNull();
    }

    @Test
    void group_portAndMembers_loopbackGroupWithThoseMembers() {
        RouterGroup group = parse("--cluster-port", "5702", "--cluster-member", "127.0.0.1:5701,127.0.0.1:5702")
                .group();
        assertThat(group).isEqualTo(new RouterGroup("127.0.0.1", 5702, "127.0.0.1",
                List.of("127.0.0.1:5701", "127.0.0.1:5702")));
    }

    @Test
    void group_badPortOrMember_failsNamingTheOptionAndValue() {
        assertThatThrownBy(() -> parse("--cluster-port", "70000").group())
                .hasMessage("--cluster-port must be in [1, 65535] but was 70000");
        assertThatThrownBy(() -> parse("--cluster-port", "5701", "--cluster-member", "nohost").group())
                .hasMessage("--cluster-member must be HOST:PORT but was 'nohost'");
        assertThatThrownBy(() -> parse("--cluster-member", "127.0.0.1:5701").group())
                .hasMessageStartingWith("--cluster-member 127.0.0.1:5701 needs --cluster-port");
    }
}
