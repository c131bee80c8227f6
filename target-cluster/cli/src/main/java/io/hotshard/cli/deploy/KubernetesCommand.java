package io.hotshard.cli.deploy;

import io.hotshard.cli.options.ClusterOptions;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Writes Kubernetes manifests of a target cluster for a user to apply to their own cluster. */
@Command(name = "k8s", mixinStandardHelpOptions = true,
        description = {"Writes Kubernetes manifests into --out: a ConfigMap of the settings, the shards as a"
                + " StatefulSet 'shard' (pods shard-0..shard-(N-1)) behind a headless Service, the router as a Deployment"
                + " and Service, and with --injectors I an Indexed Job of I injectors.",
                "Apply them with: kubectl apply -f DIR. They are checked against the Kubernetes API model, not on a live"
                        + " cluster. The injector pods run 'hotshard injector' into the volume claim hotshard-run."})
public final class KubernetesCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    ClusterOptions cluster = new ClusterOptions();


    @Option(names = "--injectors", defaultValue = "0", paramLabel = "I",
            description = "Injector pods of the Indexed Job; 0 writes no Job. Default: ${DEFAULT-VALUE}.")
    int injectors;

    @Mixin
    InjectorLoadOptions load = new InjectorLoadOptions();

    @Option(names = "--image", defaultValue = "hotshard:latest", paramLabel = "IMAGE",
            description = "Image every pod runs; push scripts/build-shard-image's image where the cluster pulls from."
                    + " Default: ${DEFAULT-VALUE}.")
    String image;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "Directory to write the manifests into.")
    Path out;

    /** The manifests these options describe. */
    KubernetesManifests manifests() {
        Topology topology = new Topology(cluster.config(), cluster.routers(), injectors, image);
        return new KubernetesManifests(topology, load.load(topology.cluster().seed(), null));
    }

    @Override
    public Integer call() {
        KubernetesManifests manifests = manifests();
        PrintWriter printer = spec.commandLine().getOut();
        for (Map.Entry<String, Map<String, Object>> file : manifests.files().entrySet()) {
            Path written = YamlFiles.write(out.resolve(file.getKey()), YamlFiles.text(
                    "hotshard manifest written by 'hotshard deploy k8s'; apply with: kubectl apply -f " + out,
                    file.getValue()));
            printer.println("wrote " + written);
        }
        printer.println("before applying: kubectl create secret generic " + KubernetesManifests.ADMIN_TOKEN_SECRET
                + " --from-literal=token=$(openssl rand -hex 24)   (pods listen off loopback: their admin API needs it)");
        if (injectors > 0) {
            printer.println("injectors: each pod writes into the claim " + KubernetesManifests.RUN_VOLUME + " (ReadWriteMany);"
                    + " once the Job completed, merge with: hotshard report injectors <the volume's directory>");
        }
        printer.println("router inside the cluster: " + manifests.routerUrl() + " (kubectl port-forward service/"
                + KubernetesManifests.ROUTER_SERVICE + " " + manifests.topology().routerPort() + ")");
        printer.flush();
        return 0;
    }
}
