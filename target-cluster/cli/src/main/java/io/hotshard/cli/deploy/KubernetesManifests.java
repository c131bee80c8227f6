package io.hotshard.cli.deploy;

import static io.hotshard.cli.deploy.YamlFiles.map;

import io.hotshard.cli.inject.ImageLayout;
import io.hotshard.cluster.ClusterConfig;
import io.hotshard.shard.LatencyText;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Kubernetes manifests of a topology: the shards as a StatefulSet {@code shard} (pods {@code shard-0..}, each its own
 * shard id) behind a headless Service, the router as a Deployment with a Service, injectors as an Indexed Job, and a
 * ConfigMap with the run's settings. Every pod listens on the same port; readiness and liveness probe {@code /health}.
 */
public record KubernetesManifests(Topology topology, InjectorLoad load) {

    /** The PersistentVolumeClaim every injector pod mounts as its shared run directory. */
    public static final String RUN_VOLUME = "hotshard-run";

    /** Manifests whose injectors (if any) run the default simulation. */
    public KubernetesManifests(Topology topology) {
        this(topology, new InjectorLoad("Zipfian", 0, null, topology.cluster().seed(), null));
    }

    /** The StatefulSet's name, so that its pods are {@code shard-0}, {@code shard-1}, ... */
    public static final String SHARDS = "shard";
    /** The headless Service that gives each shard pod a DNS name. */
    public static final String SHARD_SERVICE = "hotshard-shard";
    /** The router Deployment. */
    public static final String ROUTER = "router";
    /** The router's Service, the address clients and injectors use. */
    public static final String ROUTER_SERVICE = "hotshard-router";
    /** The Indexed Job of the injectors. */
    public static final String INJECTORS = "injector";
    /** The ConfigMap of the run's settings. */
    public static final String SETTINGS = "hotshard-settings";
    /** The Secret (key {@code token}) the user creates with the admin token that every pod listening off loopback needs. */
    public static final String ADMIN_TOKEN_SECRET = "hotshard-admin-token";
    private static final String PORT_NAME = "http";
    /** The headless Service that gives each router pod of a group a DNS name, its Hazelcast member's address. */
    public static final String ROUTER_MEMBERS = "hotshard-router-members";
    private static final String MEMBER_PORT_NAME = "hazelcast";

    /** Each manifest by file name, in the order to apply them. */
    public Map<String, Map<String, Object>> files() {
        Map<String, Map<String, Object>> files = new LinkedHashMap<>();
        files.put("00-settings-configmap.yaml", settings());
        files.put("10-shard-service.yaml", service(SHARD_SERVICE, "shard", topology.cluster().shardBasePort(), true));
        files.put("11-shard-statefulset.yaml", shards());
        files.put("20-router-service.yaml", service(ROUTER_SERVICE, "router", topology.routerPort(), false));
        if (topology.routers() == 1) {
            files.put("21-router-deployment.yaml", router());
        } else {
            files.put("21-router-statefulset.yaml", routerGroup());
            files.put("22-router-members-service.yaml", routerMembers());
        }
        if (topology.injectors() > 0) {
            files.put("29-injector-run-pvc.yaml", runVolume());
            files.put("30-injector-job.yaml", injectors());
        }
        return files;
    }

    /** Each shard's URL inside the cluster, through the headless Service: {@code http://shard-0.hotshard-shard:9000}. */
    public Map<String, String> shardUrls() {
        Map<String, String> urls = new LinkedHashMap<>();
        topology.cluster().shardIds().forEach(id -> urls.put(id, Topology.url(id + "." + SHARD_SERVICE,
                topology.cluster().shardBasePort())));
        return urls;
    }

    /** The router's URL inside the cluster. */
    public String routerUrl() {
        return Topology.url(ROUTER_SERVICE, topology.routerPort());
    }

    private Map<String, Object> settings() {
        ClusterConfig cluster = topology.cluster();
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("HOTSHARD_SHARDS", Integer.toString(cluster.shardCount()));
        data.put("HOTSHARD_ROUTERS", Integer.toString(topology.routers()));
        data.put("HOTSHARD_INJECTORS", Integer.toString(topology.injectors()));
        data.put("HOTSHARD_TARGET", routerUrl());
        data.put("HOTSHARD_SHARD_URLS", String.join(",", shardUrls().entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue()).toList()));
        data.put("HOTSHARD_PARTITIONER", cluster.partitioner().kind().label());
        data.put("HOTSHARD_HASH", cluster.partitioner().hash().label());
        data.put("HOTSHARD_VNODES", Integer.toString(cluster.partitioner().vnodes()));
        data.put("HOTSHARD_LATENCY", LatencyText.format(cluster.shardTemplate().latency()));
        data.put("HOTSHARD_SEED", Long.toString(cluster.seed()));
        return map("apiVersion", "v1", "kind", "ConfigMap", "metadata", metadata(SETTINGS, "settings"), "data", data);
    }

    private Map<String, Object> service(String name, String component, int port, boolean headless) {
        Map<String, Object> spec = new LinkedHashMap<>();
        if (headless) {
            spec.put("clusterIP", "None");
            // The router resolves shard-i.hotshard-shard before the shard is ready: it marks it down until then.
            spec.put("publishNotReadyAddresses", true);
        }
        spec.put("selector", selector(component));
        spec.put("ports", List.of(map("name", PORT_NAME, "port", port, "targetPort", PORT_NAME, "protocol", "TCP")));
        return map("apiVersion", "v1", "kind", "Service", "metadata", metadata(name, component), "spec", spec);
    }

    private Map<String, Object> shards() {
        ClusterConfig cluster = topology.cluster();
        int port = cluster.shardBasePort();
        // One pod template for every shard: the pod's name is its shard id; the cluster seed seeds them all.
        List<String> args = new ArrayList<>(ServiceArgs.shard(cluster, cluster.shardIds().get(0), "0.0.0.0"));
        args.set(args.indexOf("--port") + 1, Integer.toString(port));
        args.set(args.indexOf("--id") + 1, "$(POD_NAME)");
        args.set(args.indexOf("--seed") + 1, Long.toString(cluster.seed()));
        Map<String, Object> container = container("shard", args, port);
        container.put("env", List.of(map("name", "POD_NAME", "valueFrom",
                        map("fieldRef", map("fieldPath", "metadata.name"))),
                map("name", "JAVA_TOOL_OPTIONS", "value", ImageLayout.SERVICE_JAVA_OPTIONS), adminToken()));
        Map<String, Object> spec = map("serviceName", SHARD_SERVICE, "replicas", cluster.shardCount(),
                "podManagementPolicy", "Parallel", "selector", map("matchLabels", selector("shard")),
                "template", podTemplate("shard", container, "Always"));
        return map("apiVersion", "apps/v1", "kind", "StatefulSet", "metadata", metadata(SHARDS, "shard"), "spec", spec);
    }

    private Map<String, Object> router() {
        Map<String, Object> container = container("router",
                ServiceArgs.router(topology.cluster(), "0.0.0.0", shardUrls(), true), topology.routerPort());
        container.put("env", List.of(map("name", "JAVA_TOOL_OPTIONS", "value", ImageLayout.SERVICE_JAVA_OPTIONS),
                adminToken()));
        Map<String, Object> spec = map("replicas", topology.routers(), "selector", map("matchLabels", selector("router")),
                "template", podTemplate("router", container, "Always"));
        return map("apiVersion", "apps/v1", "kind", "Deployment", "metadata", metadata(ROUTER, "router"), "spec", spec);
    }

    /**
     * Several routers that agree: a StatefulSet, so that pods {@code router-0..} keep their names, each a Hazelcast
     * member at {@code router-i.hotshard-router-members:5701}, all listed as members.
     */
    private Map<String, Object> routerGroup() {
        int port = Topology.CLUSTER_BASE_PORT;
        List<String> members = new ArrayList<>();
        for (int i = 0; i < topology.routers(); i++) {
            members.add(ROUTER + "-" + i + "." + ROUTER_MEMBERS + ":" + port);
        }
        List<String> args = new ArrayList<>(ServiceArgs.router(topology.cluster(), "0.0.0.0", shardUrls(), true));
        args.addAll(List.of("--cluster-port", Integer.toString(port), "--cluster-host", "0.0.0.0",
                "--cluster-public-host", "$(POD_NAME)." + ROUTER_MEMBERS, "--cluster-member", String.join(",", members)));
        Map<String, Object> container = container("router", args, topology.routerPort());
        List<Object> ports = new ArrayList<>((List<?>) container.get("ports"));
        ports.add(map("name", MEMBER_PORT_NAME, "containerPort", port, "protocol", "TCP"));
        container.put("ports", ports);
        container.put("env", List.of(map("name", "POD_NAME", "valueFrom",
                        map("fieldRef", map("fieldPath", "metadata.name"))),
                map("name", "JAVA_TOOL_OPTIONS", "value", ImageLayout.SERVICE_JAVA_OPTIONS), adminToken()));
        Map<String, Object> spec = map("serviceName", ROUTER_MEMBERS, "replicas", topology.routers(),
                "podManagementPolicy", "Parallel", "selector", map("matchLabels", selector("router")),
                "template", podTemplate("router", container, "Always"));
        return map("apiVersion", "apps/v1", "kind", "StatefulSet", "metadata", metadata(ROUTER, "router"), "spec", spec);
    }

    /** Members find each other before they are ready: not-ready addresses are published. */
    private Map<String, Object> routerMembers() {
        Map<String, Object> spec = map("clusterIP", "None", "publishNotReadyAddresses", true,
                "selector", selector("router"), "ports", List.of(map("name", MEMBER_PORT_NAME, "port",
                        Topology.CLUSTER_BASE_PORT, "targetPort", MEMBER_PORT_NAME, "protocol", "TCP")));
        return map("apiVersion", "v1", "kind", "Service", "metadata", metadata(ROUTER_MEMBERS, "router"), "spec", spec);
    }

    private Map<String, Object> injectors() {
        int count = topology.injectors();
        // The image's entry point 'hotshard injector': pod i of I drives its share of the rate, into the shared volume.
        List<String> args = new ArrayList<>(load.args("$(JOB_COMPLETION_INDEX)", count, List.of(routerUrl())));
        args.add("-Dhotshard.shardUrls=$(HOTSHARD_SHARD_URLS)");
        Map<String, Object> container = map("name", "injector", "image", topology.image(), "imagePullPolicy",
                "IfNotPresent", "args", args, "envFrom", List.of(map("configMapRef", map("name", SETTINGS))),
                "env", List.of(map("name", "JAVA_TOOL_OPTIONS", "value", ImageLayout.INJECTOR_JAVA_OPTIONS)),
                "volumeMounts", List.of(map("name", RUN_VOLUME, "mountPath", InjectorLoad.RUN_DIR)),
                "resources", map("requests", map("cpu", "500m", "memory", "512Mi"), "limits", map("memory", "768Mi")));
        Map<String, Object> pod = podTemplate("injector", container, "Never");
        @SuppressWarnings("unchecked")
        Map<String, Object> podSpec = (Map<String, Object>) pod.get("spec");
        podSpec.put("volumes", List.of(map("name", RUN_VOLUME, "persistentVolumeClaim", map("claimName", RUN_VOLUME))));
        Map<String, Object> spec = map("completionMode", "Indexed", "completions", count, "parallelism", count,
                "backoffLimit", 0, "activeDeadlineSeconds", load.timeLimit().toSeconds() + 180, "template", pod);
        return map("apiVersion", "batch/v1", "kind", "Job", "metadata", metadata(INJECTORS, "injector"), "spec", spec);
    }

    /** Every injector pod writes into one run directory: a volume all of them mount at once. */
    private Map<String, Object> runVolume() {
        Map<String, Object> spec = map("accessModes", List.of("ReadWriteMany"), "resources",
                map("requests", map("storage", "1Gi")));
        return map("apiVersion", "v1", "kind", "PersistentVolumeClaim", "metadata", metadata(RUN_VOLUME, "injector"),
                "spec", spec);
    }

    private Map<String, Object> container(String name, List<String> args, int port) {
        Map<String, Object> probe = map("httpGet", map("path", "/health", "port", PORT_NAME));
        Map<String, Object> readiness = new LinkedHashMap<>(probe);
        readiness.putAll(map("initialDelaySeconds", 2, "periodSeconds", 2, "timeoutSeconds", 2, "failureThreshold", 3));
        Map<String, Object> liveness = new LinkedHashMap<>(probe);
        liveness.putAll(map("initialDelaySeconds", 20, "periodSeconds", 10, "timeoutSeconds", 5, "failureThreshold", 3));
        return map("name", name, "image", topology.image(), "imagePullPolicy", "IfNotPresent", "args", args,
                "ports", List.of(map("name", PORT_NAME, "containerPort", port, "protocol", "TCP")),
                "readinessProbe", readiness, "livenessProbe", liveness, "resources", resources());
    }

    /** Pods listen on 0.0.0.0, where shards and routers refuse to start without a token: it comes from the Secret. */
    private static Map<String, Object> adminToken() {
        return map("name", "HOTSHARD_ADMIN_TOKEN", "valueFrom",
                map("secretKeyRef", map("name", ADMIN_TOKEN_SECRET, "key", "token")));
    }

    private static Map<String, Object> resources() {
        return map("requests", map("cpu", "250m", "memory", "256Mi"), "limits", map("memory", "512Mi"));
    }

    private static Map<String, Object> podTemplate(String component, Map<String, Object> container, String restart) {
        return map("metadata", map("labels", selector(component)), "spec",
                map("restartPolicy", restart, "containers", List.of(container)));
    }

    private static Map<String, Object> metadata(String name, String component) {
        return map("name", name, "labels", selector(component));
    }

    private static Map<String, Object> selector(String component) {
        return map("app.kubernetes.io/name", "hotshard", "app.kubernetes.io/component", component);
    }
}
