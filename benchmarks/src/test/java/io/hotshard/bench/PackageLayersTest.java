package io.hotshard.bench;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The benchmarks' packages stand apart: the JMH benchmarks ({@code io.hotshard.bench}), the fidelity sweep
 * ({@code fidelity}) and the router's added latency ({@code latency}) each take only what the other modules give.
 */
final class PackageLayersTest {

    private static JavaClasses benchmarks;

    @BeforeAll
    static void importBenchmarks() {
        benchmarks = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.hotshard.bench");
    }

    @Test
    void packages_compiled_haveNoCycles() {
        slices().matching("io.hotshard.(**)").should().beFreeOfCycles().check(benchmarks);
    }

    @Test
    void layers_compiled_dependOnNoOtherBenchmark() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("jmh").definedBy("io.hotshard.bench")
                .layer("fidelity").definedBy("io.hotshard.bench.fidelity..")
                .layer("latency").definedBy("io.hotshard.bench.latency..")
                .whereLayer("jmh").mayNotBeAccessedByAnyLayer()
                .whereLayer("fidelity").mayNotBeAccessedByAnyLayer()
                .whereLayer("latency").mayNotBeAccessedByAnyLayer()
                .check(benchmarks);
    }
}
