package io.hotshard.router;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The router's packages as {@code package-info.java} draws them: each depends only on the ones below it, none on
 * the router's top package (where {@link RouterServer} assembles them), and {@code core} on nothing of the router.
 */
final class PackageLayersTest {

    private static JavaClasses router;

    @BeforeAll
    static void importRouter() {
        router = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.hotshard.router");
    }

    @Test
    void subPackages_compiled_haveNoCycles() {
        slices().matching("io.hotshard.router.(*)..").should().beFreeOfCycles().check(router);
    }

    @Test
    void layers_compiled_dependOnlyOnTheLayersBelow() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("assembly").definedBy("io.hotshard.router")
                .layer("front").definedBy("io.hotshard.router.front..")
                .layer("data").definedBy("io.hotshard.router.data..")
                .layer("dashboard").definedBy("io.hotshard.router.dashboard..")
                .layer("admin").definedBy("io.hotshard.router.admin..")
                .layer("membership").definedBy("io.hotshard.router.membership..")
                .layer("client").definedBy("io.hotshard.router.client..")
                .layer("metrics").definedBy("io.hotshard.router.metrics..")
                .layer("migrate").definedBy("io.hotshard.router.migrate..")
                .layer("mitigate").definedBy("io.hotshard.router.mitigate..")
                .layer("core").definedBy("io.hotshard.router.core..")
                .whereLayer("assembly").mayNotBeAccessedByAnyLayer()
                .whereLayer("front").mayOnlyBeAccessedByLayers("assembly")
                .whereLayer("dashboard").mayOnlyBeAccessedByLayers("assembly")
                .whereLayer("data").mayOnlyBeAccessedByLayers("assembly", "front")
                .whereLayer("admin").mayOnlyBeAccessedByLayers("assembly", "dashboard")
                .whereLayer("membership").mayOnlyBeAccessedByLayers("assembly", "data", "admin", "dashboard")
                .whereLayer("client").mayOnlyBeAccessedByLayers("assembly", "data", "membership")
                .whereLayer("metrics").mayOnlyBeAccessedByLayers("assembly", "data", "admin", "dashboard")
                .whereLayer("migrate").mayOnlyBeAccessedByLayers("assembly", "data", "membership", "admin")
                .whereLayer("mitigate").mayOnlyBeAccessedByLayers("assembly", "data", "membership", "metrics",
                        "admin", "dashboard")
                .check(router);
    }

    @Test
    void core_compiled_dependsOnNothingElseOfTheRouter() {
        noClasses().that().resideInAPackage("io.hotshard.router.core..").should().dependOnClassesThat()
                .resideInAnyPackage("io.hotshard.router", "io.hotshard.router.front..", "io.hotshard.router.data..",
                        "io.hotshard.router.dashboard..", "io.hotshard.router.admin..",
                        "io.hotshard.router.membership..", "io.hotshard.router.client..",
                        "io.hotshard.router.metrics..", "io.hotshard.router.migrate..",
                        "io.hotshard.router.mitigate..")
                .check(router);
    }

    @Test
    void routerServer_compiled_isTakenOnlyByTheAssembly() {
        noClasses().that().resideOutsideOfPackage("io.hotshard.router").should().dependOnClassesThat()
                .areAssignableTo(RouterServer.class).check(router);
    }
}
