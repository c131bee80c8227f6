package io.hotshard.cli.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.cli.Cli;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every deploy command refuses bad input before it talks to Docker: exit 2 and one line naming the value. */
final class DeployBadInputTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "deploy swarm up --routers 9|hotshard: --routers must be in [1, 8] but was 9",
            "deploy swarm up --routers 0|hotshard: --routers must be in [1, 8] but was 0",
            "deploy swarm up --injectors -1|hotshard: --injectors must be >= 0 but was -1",
            "deploy swarm up --injectors 1 --rate -1|hotshard: --rate must be >= 0 (0: the simulation's own) but was -1",
            "deploy swarm up --injectors 1 --duration 0s|hotshard: --duration must be >= 1s but was 0ms",
            "deploy swarm up --injectors 1 --simulation no-such|hotshard: --simulation must be a simulation name such as Zipfian or a class name but was 'no-such'",
            "deploy swarm up --router-port 0|hotshard: --router-port must be in [1, 65535] for a deployment but was 0",
            "deploy swarm up --shard-base-port 0|hotshard: --shard-base-port must be >= 1 for a deployment but was 0",
            "deploy swarm up --shards 0|hotshard: --shards must be in [1, 1024] but was 0",
            "deploy swarm up --network mesh|hotshard: Invalid value for option '--network': unknown network 'mesh'",
            "deploy swarm up --stack Bad!|hotshard: --stack must match [a-z0-9][a-z0-9_-]{0,31} but was 'Bad!'",
            "deploy swarm up --image -x|hotshard: --image must be an image reference",
            "deploy swarm up --wait -1s|hotshard: Invalid value for option '--wait'",
            "deploy swarm chaos explode shard-1|hotshard: unknown chaos action 'explode'; known: kill, pause, unpause, scale",
            "deploy swarm chaos kill shard-x|hotshard: SERVICE must be shard-<i>, router or router-<i> but was 'shard-x'",
            "deploy swarm chaos scale shard-1 3|hotshard: scale needs N = 0 or 1",
            "deploy swarm chaos scale shard-1|hotshard: scale needs N = 0 or 1",
            "deploy swarm chaos kill shard-1 1|hotshard: kill takes no N but was given 1",
            "deploy swarm status --stack -|hotshard: --stack must match",
            "deploy k8s --out x --routers 9|hotshard: --routers must be in [1, 8] but was 9",
            "deploy k8s --out x --injectors -1|hotshard: --injectors must be >= 0 but was -1",
            "deploy k8s --shards 2|hotshard: Missing required option: '--out=DIR'",
            "injector --index 2 --of 2 --target http://127.0.0.1:1 --run-dir x|hotshard: --index must be in [0, 1] (--of 2) but was 2",
            "injector --index 0 --of 0 --target http://127.0.0.1:1 --run-dir x|hotshard: --of must be in [1, 64] but was 0",
            "injector --index 0 --of 1 --target ftp://x:1 --run-dir x|hotshard: --target must be http://host:port URLs but one was 'ftp://x:1'",
            "injector --index 0 --of 1 --target http://127.0.0.1:1 --run-dir x -Drate=1|hotshard: -D settings must be hotshard.* properties but one was 'rate'",
            "injector --index 0 --of 1 --target http://127.0.0.1:1 --run-dir x --lib /no/such/dir|hotshard: --lib /no/such/dir is not a directory",
            "injector --index 0 --of 1 --run-dir x|hotshard: Missing required option: '--target=URLS'",
            "health --url ftp://x/health|hotshard: --url must be an http://host:port/path URL but was 'ftp://x/health'",
            "health --url http://127.0.0.1:1/ --timeout 0s|hotshard: --timeout must be > 0"})
    void deploy_badInput_exitsTwoWithOneLine(String arguments, String message) {
        CliRun run = CliRun.of(arguments.split(" "));

        assertThat(run.exitCode()).isEqualTo(Cli.BAD_INPUT);
        assertThat(run.err().strip().lines()).singleElement().asString().startsWith(message);
        assertThat(run.out()).isEmpty();
    }
}
