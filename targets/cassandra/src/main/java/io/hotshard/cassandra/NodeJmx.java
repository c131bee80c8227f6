package io.hotshard.cassandra;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javax.management.AttributeNotFoundException;
import javax.management.InstanceNotFoundException;
import javax.management.JMX;
import javax.management.MBeanException;
import javax.management.MalformedObjectNameException;
import javax.management.ObjectName;
import javax.management.ReflectionException;
import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;

/** A JMX connection to one node's local JMX port on 127.0.0.1, as nodetool makes it. */
public final class NodeJmx implements AutoCloseable {

    private static final ObjectName STORAGE_SERVICE = name("org.apache.cassandra.db:type=StorageService");

    private final int port;
    private final JMXConnector connector;
    private final StorageServiceView storage;

    private NodeJmx(int port, JMXConnector connector) throws IOException {
        this.port = port;
        this.connector = connector;
        this.storage = JMX.newMBeanProxy(connector.getMBeanServerConnection(), STORAGE_SERVICE,
                StorageServiceView.class);
    }

    /** Connects to the JMX port {@code port}; fails in one line when nothing answers there within {@code timeout}. */
    public static NodeJmx connect(int port, Duration timeout) {
        // JMX has no connect timeout of its own, and a paused node would hold the caller forever.
        CompletableFuture<NodeJmx> connecting = CompletableFuture.supplyAsync(() -> open(port), task -> {
            // A thread of its own: a connection that hangs must not hold a shared pool's only thread.
            Thread thread = new Thread(task, "hotshard-jmx-connect-" + port);
            thread.setDaemon(true);
            thread.start();
        });
        try {
            return connecting.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            connecting.thenAccept(NodeJmx::close);
            throw new IllegalArgumentException("JMX on 127.0.0.1:" + port + " did not answer within "
                    + timeout.toMillis() + " ms");
        } catch (ExecutionException e) {
            Throwable root = e.getCause();
            for (int depth = 0; root.getCause() != null && depth < 10; depth++) {
                root = root.getCause();
            }
            throw new IllegalArgumentException("JMX on 127.0.0.1:" + port + " does not answer ("
                    + root.getClass().getSimpleName() + ": " + String.valueOf(root.getMessage()).lines().findFirst()
                    .orElse("") + ")", e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while connecting to JMX on 127.0.0.1:" + port, e);
        }
    }

    /** The node's StorageService: its mode and its view of the ring. */
    public StorageServiceView storage() {
        return storage;
    }

    /**
     * A numeric attribute of the MBean {@code objectName} ({@code Count} of a metric, {@code Value} of a gauge); -1
     * when the node has no such MBean (a table's metrics appear once the table exists) or the value is not a number.
     * Fails when the connection is broken.
     */
    public long number(String objectName, String attribute) {
        try {
            Object value = connector.getMBeanServerConnection().getAttribute(name(objectName), attribute);
            return value instanceof Number n ? n.longValue() : -1;
        } catch (InstanceNotFoundException | AttributeNotFoundException e) {
            return -1;
        } catch (MBeanException | ReflectionException e) {
            throw new IllegalStateException("JMX on 127.0.0.1:" + port + " failed reading " + objectName + " "
                    + attribute + ": " + e.getMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException("JMX on 127.0.0.1:" + port + " broke: " + e.getMessage(), e);
        }
    }

    /** Writes the node's memtables of {@code keyspace}.{@code table} to SSTables, as {@code nodetool flush} does. */
    public void flush(String keyspace, String table) {
        try {
            connector.getMBeanServerConnection().invoke(STORAGE_SERVICE, "forceKeyspaceFlush",
                    new Object[] {keyspace, new String[] {table}},
                    new String[] {String.class.getName(), String[].class.getName()});
        } catch (InstanceNotFoundException | MBeanException | ReflectionException e) {
            throw new IllegalStateException("JMX on 127.0.0.1:" + port + " failed flushing " + keyspace + "."
                    + table + ": " + e.getMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException("JMX on 127.0.0.1:" + port + " broke: " + e.getMessage(), e);
        }
    }

    /** The JMX port. */
    public int port() {
        return port;
    }

    @Override
    public void close() {
        try {
            connector.close();
        } catch (IOException e) {
            // The node went away: nothing is left to close.
        }
    }

    private static NodeJmx open(int port) {
        try {
            JMXServiceURL url = new JMXServiceURL("service:jmx:rmi:///jndi/rmi://127.0.0.1:" + port + "/jmxrmi");
            return new NodeJmx(port, JMXConnectorFactory.connect(url));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static ObjectName name(String text) {
        try {
            return new ObjectName(text);
        } catch (MalformedObjectNameException e) {
            throw new IllegalStateException(e);
        }
    }
}
