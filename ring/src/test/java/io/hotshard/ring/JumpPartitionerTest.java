package io.hotshard.ring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

final class JumpPartitionerTest {

    /** Golden values shared by the reference implementations (as in Guava's HashingTest). */
    @Test
    void bucketOf_smallKeys100Buckets_matchesGoldenValues() {
        int[] golden = {0, 55, 62, 8, 45, 59, 86, 97, 82, 59, 73, 37, 17, 56, 86, 21, 90, 37, 38, 83};

        for (int key = 0; key < golden.length; key++) {
            assertThat(JumpPartitioner.bucketOf(key, 100)).as("key %d", key).isEqualTo(golden[key]);
        }
    }

    @Test
    void bucketOf_largeKeysAndBucketCounts_matchesGoldenValues() {
        assertThat(JumpPartitioner.bucketOf(10863919174838991L, 11)).isEqualTo(6);
        assertThat(JumpPartitioner.bucketOf(2016238256797177309L, 11)).isEqualTo(3);
        assertThat(JumpPartitioner.bucketOf(1673758223894951030L, 11)).isEqualTo(5);
        assertThat(JumpPartitioner.bucketOf(2, 100001)).isEqualTo(80343);
        assertThat(JumpPartitioner.bucketOf(2201, 100001)).isEqualTo(22152);
        assertThat(JumpPartitioner.bucketOf(2202, 100001)).isEqualTo(15018);
    }

    @Test
    void bucketOf_growingBucketCount_keyStaysOrJumpsToTheNewBucket() {
        for (long key = -500; key < 500; key++) {
            for (int n = 1; n < 60; n++) {
                int before = JumpPartitioner.bucketOf(key * 0x9E3779B97F4A7C15L, n);
                int after = JumpPartitioner.bucketOf(key * 0x9E3779B97F4A7C15L, n + 1);
                assertThat(after).isIn(before, n);
            }
        }
    }

    @Test
    void bucketOf_zeroBuckets_failsNamingTheCount() {
        assertThatThrownBy(() -> JumpPartitioner.bucketOf(1, 0)).hasMessageContaining("was 0");
    }
}
