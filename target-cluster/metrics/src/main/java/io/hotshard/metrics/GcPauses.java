package io.hotshard.metrics;

import com.sun.management.GarbageCollectionNotificationInfo;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import javax.management.ListenerNotFoundException;
import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;

/**
 * The JVM's garbage-collection pauses since {@link #start()}, from the GC MX beans' notifications: how many, their
 * total and the longest, in milliseconds. Concurrent cycles (names containing "concurrent" or "Cycles") are not
 * pauses of the application and are left out.
 */
public final class GcPauses implements AutoCloseable {

    private final List<NotificationEmitter> emitters = new ArrayList<>();
    private final NotificationListener listener = this::onNotification;
    private long count;
    private long totalMillis;
    private long maxMillis;

    private GcPauses() {
    }

    /** Starts listening to every collector. */
    public static GcPauses start() {
        GcPauses pauses = new GcPauses();
        for (GarbageCollectorMXBean bean : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (bean instanceof NotificationEmitter emitter) {
                emitter.addNotificationListener(pauses.listener, null, null);
                pauses.emitters.add(emitter);
            }
        }
        return pauses;
    }

    public synchronized long count() {
        return count;
    }

    public synchronized long totalMillis() {
        return totalMillis;
    }

    public synchronized long maxMillis() {
        return maxMillis;
    }

    @Override
    public void close() {
        for (NotificationEmitter emitter : emitters) {
            try {
                emitter.removeNotificationListener(listener);
            } catch (ListenerNotFoundException e) {
                // already gone: nothing left to remove
            }
        }
        emitters.clear();
    }

    private void onNotification(Notification notification, Object handback) {
        if (!GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(notification.getType())) {
            return;
        }
        GarbageCollectionNotificationInfo info =
                GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData());
        String name = info.getGcName();
        if (name.contains("Concurrent") || name.contains("concurrent") || name.contains("Cycles")) {
            return;
        }
        long millis = info.getGcInfo().getDuration();
        synchronized (this) {
            count++;
            totalMillis += millis;
            maxMillis = Math.max(maxMillis, millis);
        }
    }
}
