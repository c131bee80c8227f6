package io.hotshard.cli.deploy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.Probe;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.StatefulSet;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The generated manifests read into the Kubernetes API model (unknown fields rejected) and wired to each other. */
final class KubernetesManifestsTest {

    @TempDir
    Path out;

    private CliRun generate(String... extra) {
        List<String> args = new java.util.ArrayList<>(List.of("deploy", "k8s", "--shards", "3", "--latency", "fixed:1ms",
                "--out", out.toString()));
        args.addAll(List.of(extra));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertThat(run.exitCode()).as(run.err()).isZero();
        return run;
    }

    private static void assertHealthProbe(Probe probe) {
        assertThat(probe.getHttpGet().getPath()).isEqualTo("/health");
        assertThat(probe.getHttpGet().getPort().getStrVal()).isEqualTo("http");
    }

    private static void assertServing(Container container, int port) {
        assertThat(container.getPorts()).singleElement().satisfies(p -> {
            assertThat(p.getName()).isEqualTo("http");
            assertThat(p.getContainerPort()).isEqualTo(port);
        });
        assertHealthProbe(container.getReadinessProbe());
        assertHealthProbe(container.getLivenessProbe());
        assertThat(container.getResources().getRequests()).containsKeys("cpu", "memory");
        assertThat(container.getImage()).isEqualTo("hotshard:latest");
    }

    @Test
    void k8s_threeShardsTwoInjectors_manifestsMatchTheKubernetesModelAndEachOther() throws Exception {
        CliRun run = generate("--injectors", "2");

        assertThat(run.out()).contains("wrote " + out.resolve("11-shard-statefulset.yaml"),
                "wrote " + out.resolve("30-injector-job.yaml"), "wrote " + out.resolve("29-injector-run-pvc.yaml"));
        ConfigMap settings = KubernetesModel.read(out.resolve("00-settings-configmap.yaml"), ConfigMap.class);
        Service shardService = KubernetesModel.read(out.resolve("10-shard-service.yaml"), Service.class);
        StatefulSet shards = KubernetesModel.read(out.resolve("11-shard-statefulset.yaml"), StatefulSet.class);
        Service routerService = KubernetesModel.read(out.resolve("20-router-service.yaml"), Service.class);
        Deployment router = KubernetesModel.read(out.resolve("21-router-deployment.yaml"), Deployment.class);
        Job injectors = KubernetesModel.read(out.resolve("30-injector-job.yaml"), Job.class);

        assertThat(shards.getMetadata().getName()).isEqualTo("shard");
        assertThat(shards.getSpec().getReplicas()).isEqualTo(3);
        assertThat(shards.getSpec().getServiceName()).isEqualTo(shardService.getMetadata().getName());
        assertThat(shardService.getSpec().getClusterIP()).isEqualTo("None");
        Map<String, String> shardLabels = shards.getSpec().getTemplate().getMetadata().getLabels();
        assertThat(shards.getSpec().getSelector().getMatchLabels()).isEqualTo(shardLabels);
        assertThat(shardService.getSpec().getSelector()).isEqualTo(shardLabels);
        assertThat(shardService.getSpec().getPorts()).singleElement()
                .satisfies(p -> assertThat(p.getPort()).isEqualTo(9000));
        Container shard = shards.getSpec().getTemplate().getSpec().getContainers().get(0);
        assertServing(shard, 9000);
        assertThat(shard.getArgs()).startsWith("shard", "--host", "0.0.0.0", "--port", "9000", "--id", "$(POD_NAME)");
        assertThat(shard.getEnv()).anySatisfy(env -> {
            assertThat(env.getName()).isEqualTo("POD_NAME");
            assertThat(env.getValueFrom().getFieldRef().getFieldPath()).isEqualTo("metadata.name");
        });
        for (Container listening : List.of(shard, router.getSpec().getTemplate().getSpec().getContainers().get(0))) {
            assertThat(listening.getEnv()).as("%s listens on 0.0.0.0: it needs the admin token", listening.getName())
                    .anySatisfy(env -> {
                        assertThat(env.getName()).isEqualTo("HOTSHARD_ADMIN_TOKEN");
                        assertThat(env.getValueFrom().getSecretKeyRef().getName()).isEqualTo("hotshard-admin-token");
                        assertThat(env.getValueFrom().getSecretKeyRef().getKey()).isEqualTo("token");
                    });
        }

        Map<String, String> routerLabels = router.getSpec().getTemplate().getMetadata().getLabels();
        assertThat(router.getSpec().getReplicas()).isEqualTo(1);
        assertThat(router.getSpec().getSelector().getMatchLabels()).isEqualTo(routerLabels);
        assertThat(routerService.getSpec().getSelector()).isEqualTo(routerLabels).isNotEqualTo(shardLabels);
        assertThat(routerService.getSpec().getPorts()).singleElement().satisfies(p -> {
            assertThat(p.getPort()).isEqualTo(8080);
            assertThat(p.getTargetPort().getStrVal()).isEqualTo("http");
        });
        Container routerContainer = router.getSpec().getTemplate().getSpec().getContainers().get(0);
        assertServing(routerContainer, 8080);
        assertThat(routerContainer.getArgs()).startsWith("router", "--host", "0.0.0.0", "--port", "8080")
                .containsSubsequence("--shard", "shard-0=http://shard-0.hotshard-shard:9000", "--shard",
                        "shard-1=http://shard-1.hotshard-shard:9000", "--shard", "shard-2=http://shard-2.hotshard-shard:9000")
                .contains("--allow-remote-shards");

        assertThat(injectors.getSpec().getCompletionMode()).isEqualTo("Indexed");
        assertThat(injectors.getSpec().getCompletions()).isEqualTo(2);
        assertThat(injectors.getSpec().getParallelism()).isEqualTo(2);
        assertThat(injectors.getSpec().getTemplate().getSpec().getRestartPolicy()).isEqualTo("Never");
        Container injector = injectors.getSpec().getTemplate().getSpec().getContainers().get(0);
        assertThat(injector.getArgs()).startsWith("injector", "--index", "$(JOB_COMPLETION_INDEX)", "--of", "2",
                "--simulation", "io.hotshard.simulations.ZipfianSimulation", "--target", "http://hotshard-router:8080",
                "--run-dir", "/hotshard-run");
        PersistentVolumeClaim runVolume = KubernetesModel.read(out.resolve("29-injector-run-pvc.yaml"),
                PersistentVolumeClaim.class);
        assertThat(runVolume.getSpec().getAccessModes()).containsExactly("ReadWriteMany");
        assertThat(injector.getVolumeMounts()).singleElement().satisfies(m -> {
            assertThat(m.getMountPath()).isEqualTo("/hotshard-run");
            assertThat(m.getName()).isEqualTo(runVolume.getMetadata().getName());
        });
        assertThat(injectors.getSpec().getTemplate().getSpec().getVolumes()).singleElement().satisfies(v ->
                assertThat(v.getPersistentVolumeClaim().getClaimName()).isEqualTo(runVolume.getMetadata().getName()));
        assertThat(injectors.getSpec().getActiveDeadlineSeconds()).isPositive();
        assertThat(injector.getEnvFrom()).singleElement()
                .satisfies(e -> assertThat(e.getConfigMapRef().getName()).isEqualTo(settings.getMetadata().getName()));
        assertThat(settings.getData()).containsEntry("HOTSHARD_SHARDS", "3").containsEntry("HOTSHARD_INJECTORS", "2")
                .containsEntry("HOTSHARD_TARGET", "http://hotshard-router:8080").containsEntry("HOTSHARD_SHARD_URLS",
                        "shard-0=http://shard-0.hotshard-shard:9000,shard-1=http://shard-1.hotshard-shard:9000,"
                                + "shard-2=http://shard-2.hotshard-shard:9000");
    }

    @Test
    void k8s_twoRouters_aStatefulSetOfMembersFoundByDnsName() throws Exception {
        generate("--routers", "2");

        StatefulSet routers = KubernetesModel.read(out.resolve("21-router-statefulset.yaml"), StatefulSet.class);
        Service members = KubernetesModel.read(out.resolve("22-router-members-service.yaml"), Service.class);
        Service routerService = KubernetesModel.read(out.resolve("20-router-service.yaml"), Service.class);
        assertThat(out.resolve("21-router-deployment.yaml")).doesNotExist();

        assertThat(routers.getMetadata().getName()).isEqualTo("router");
        assertThat(routers.getSpec().getReplicas()).isEqualTo(2);
        assertThat(routers.getSpec().getServiceName()).isEqualTo(members.getMetadata().getName())
                .isEqualTo("hotshard-router-members");
        assertThat(members.getSpec().getClusterIP()).isEqualTo("None");
        assertThat(members.getSpec().getPublishNotReadyAddresses()).isTrue();
        Map<String, String> labels = routers.getSpec().getTemplate().getMetadata().getLabels();
        assertThat(routers.getSpec().getSelector().getMatchLabels()).isEqualTo(labels);
        assertThat(members.getSpec().getSelector()).isEqualTo(labels);
        assertThat(routerService.getSpec().getSelector()).isEqualTo(labels);
        assertThat(members.getSpec().getPorts()).singleElement().satisfies(p -> {
            assertThat(p.getPort()).isEqualTo(5701);
            assertThat(p.getTargetPort().getStrVal()).isEqualTo("hazelcast");
        });
        Container router = routers.getSpec().getTemplate().getSpec().getContainers().get(0);
        assertThat(router.getPorts()).extracting(p -> p.getName() + ":" + p.getContainerPort())
                .containsExactly("http:8080", "hazelcast:5701");
        assertHealthProbe(router.getReadinessProbe());
        assertThat(router.getArgs()).startsWith("router", "--host", "0.0.0.0", "--port", "8080")
                .containsSubsequence("--cluster-port", "5701", "--cluster-host", "0.0.0.0", "--cluster-public-host",
                        "$(POD_NAME).hotshard-router-members", "--cluster-member",
                        "router-0.hotshard-router-members:5701,router-1.hotshard-router-members:5701");
        assertThat(router.getEnv()).extracting(env -> env.getName()).contains("POD_NAME", "HOTSHARD_ADMIN_TOKEN");
    }

    @Test
    void k8s_noInjectors_writesNoJob() throws Exception {
        generate();

        try (var files = Files.list(out)) {
            assertThat(files.map(f -> f.getFileName().toString()).sorted()).containsExactly(
                    "00-settings-configmap.yaml", "10-shard-service.yaml", "11-shard-statefulset.yaml",
                    "20-router-service.yaml", "21-router-deployment.yaml");
        }
    }

    @Test
    void model_misspelledField_isRejected() throws Exception {
        generate();
        String text = Files.readString(out.resolve("11-shard-statefulset.yaml"));

        assertThat(KubernetesModel.read(text, StatefulSet.class).getSpec().getReplicas()).isEqualTo(3);
        assertThatThrownBy(() -> KubernetesModel.read(text.replace("readinessProbe", "readinesProbe"), StatefulSet.class))
                .hasMessageContaining("readinesProbe");
    }
}
