package io.hotshard.cluster;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The cluster's packages: the embedded cluster ({@code io.hotshard.cluster}) on top, its sub-packages (the warm-up,
 * the scrape configuration, the sampling) below it, none of them reaching back up; the sampling a recorder reads a
 * hotshard target through serves external targets too (the CLI, a simulation's {@code hotshard.target}), so it
 * reaches neither the embedded cluster nor its warm-up.
 */
final class PackageLayersTest {

    private static JavaClasses cluster;

    @BeforeAll
    static void importCluster() {
        cluster = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.hotshard.cluster");
    }

    @Test
    void packages_compiled_haveNoCycles() {
        slices().matching("io.hotshard.(**)").should().beFreeOfCycles().check(cluster);
    }

    @Test
    void subPackages_compiled_doNotReachTheEmbeddedCluster() {
        noClasses().that().resideInAPackage("io.hotshard.cluster.*..").should().dependOnClassesThat()
                .resideInAPackage("io.hotshard.cluster").check(cluster);
    }

    @Test
    void sample_compiled_reachesNeitherTheEmbeddedClusterNorItsWarmUp() {
        noClasses().that().resideInAPackage("io.hotshard.cluster.sample..").should().dependOnClassesThat()
                .resideInAnyPackage("io.hotshard.cluster", "io.hotshard.cluster.warm..",
                        "io.hotshard.cluster.observe..").check(cluster);
    }
}
