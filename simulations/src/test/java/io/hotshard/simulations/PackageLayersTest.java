package io.hotshard.simulations;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The simulations' shared code: {@code io.hotshard.simulations} (run settings, the run, the preload) at the bottom, and
 * above it, each on its own, the split injectors ({@code io.hotshard.simulations.inject}) and the time-series
 * workloads ({@code timeseries}). The stores' loads are modules of their own (targets/redis-load,
 * targets/cassandra-load) on the test class path only, so the shared code cannot reach them: the Gatling simulations
 * compose them.
 */
final class PackageLayersTest {

    private static JavaClasses simulations;

    @BeforeAll
    static void importSimulations() {
        simulations = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.hotshard.simulations", "io.hotshard.timeseries");
    }

    @Test
    void packages_compiled_haveNoCycles() {
        slices().matching("io.hotshard.(**)").should().beFreeOfCycles().check(simulations);
    }

    @Test
    void sim_compiled_reachesNoPackageAboveIt() {
        noClasses().that().resideInAPackage("io.hotshard.simulations").should().dependOnClassesThat()
                .resideInAnyPackage("io.hotshard.simulations.inject..", "io.hotshard.timeseries..")
                .check(simulations);
    }

    @Test
    void upperPackages_compiled_doNotReachEachOther() {
        noClasses().that().resideInAPackage("io.hotshard.simulations.inject..").should().dependOnClassesThat()
                .resideInAPackage("io.hotshard.timeseries..").check(simulations);
        noClasses().that().resideInAPackage("io.hotshard.timeseries..").should().dependOnClassesThat()
                .resideInAPackage("io.hotshard.simulations.inject..").check(simulations);
    }
}
