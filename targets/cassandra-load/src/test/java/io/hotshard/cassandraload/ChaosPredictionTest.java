package io.hotshard.cassandraload;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import org.junit.jupiter.api.Test;

final class ChaosPredictionTest {

    @Test
    void needed_quorumOfThree_two() {
        assertThat(ChaosPrediction.needed(DefaultConsistencyLevel.QUORUM, 3)).isEqualTo(2);
    }

    @Test
    void needed_quorumOfTwo_both() {
        assertThat(ChaosPrediction.needed(DefaultConsistencyLevel.QUORUM, 2)).isEqualTo(2);
    }

    @Test
    void oneDead_quorumRfThree_tolerated() {
        assertThat(ChaosPrediction.oneDead(DefaultConsistencyLevel.QUORUM, 3)).contains("tolerated");
    }

    @Test
    void oneDead_oneRfOne_theDeadNodesKeysFail() {
        assertThat(ChaosPrediction.oneDead(DefaultConsistencyLevel.ONE, 1)).contains("fail");
    }

    @Test
    void oneDead_allRfThree_theDeadNodesKeysFail() {
        assertThat(ChaosPrediction.oneDead(DefaultConsistencyLevel.ALL, 3)).contains("fail");
    }
}
