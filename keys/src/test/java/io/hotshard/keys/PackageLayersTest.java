package io.hotshard.keys;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The keys module's arrows: its packages form no cycle, and nothing in it reaches a server, a client or the
 * simulations, so the {@code hotshard keys} jar carries the ring, the capacity planner and its own parsers; one class
 * alone reads a live Cassandra ring's tokens through the cassandra module's CQL client.
 */
final class PackageLayersTest {

    private static JavaClasses keys;

    @BeforeAll
    static void importKeys() {
        keys = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.hotshard.keys");
    }

    @Test
    void packages_compiled_haveNoCycles() {
        slices().matching("io.hotshard.(**)").should().beFreeOfCycles().check(keys);
    }

    @Test
    void analysis_compiled_doesNotReachTheGeneratorsOrTheCommand() {
        noClasses().that().resideInAPackage("io.hotshard.keys.analyze..").should().dependOnClassesThat()
                .resideInAPackage("io.hotshard.keys").check(keys);
    }

    @Test
    void keys_compiled_reachNoServerClientOrSimulation() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("io.hotshard.simulations..",
                "io.hotshard.storeload..", "io.hotshard.cluster..", "io.hotshard.router..", "io.hotshard.shard..",
                "io.hotshard.redis..", "io.hotshard.redisload..", "io.hotshard.cassandraload..", "io.vertx..",
                "io.netty..", "io.lettuce..", "com.datastax..").check(keys);
    }

    @Test
    void cassandraModule_compiled_isReachedByTheTokenSourceOnly() {
        noClasses().that().doNotHaveFullyQualifiedName("io.hotshard.keys.analyze.TokenSource").should()
                .dependOnClassesThat().resideInAPackage("io.hotshard.cassandra..").check(keys);
    }
}
