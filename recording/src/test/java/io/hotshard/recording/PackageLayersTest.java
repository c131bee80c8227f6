package io.hotshard.recording;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The recording module's arrow: it knows no target and no driver, so every target's module (the cluster, a store's)
 * can record through it; a target is measured through {@link MeasuredTarget}, which the target implements.
 */
final class PackageLayersTest {

    private static JavaClasses recording;

    @BeforeAll
    static void importRecording() {
        recording = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.hotshard.recording");
    }

    @Test
    void recording_compiled_reachesNoTargetDriverOrReader() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("io.hotshard.cluster..", "io.hotshard.router..",
                "io.hotshard.shard..", "io.hotshard.redis..", "io.hotshard.cassandra..", "io.hotshard.storeload..",
                "io.hotshard.redisload..", "io.hotshard.cassandraload..", "io.hotshard.simulations..", "io.hotshard.cli..",
                "io.hotshard.report..", "io.hotshard.keys..")
                .check(recording);
    }
}
