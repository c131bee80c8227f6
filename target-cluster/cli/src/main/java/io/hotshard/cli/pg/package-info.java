/** The seed's PostgreSQL hash-partitioning experiment, run on a real server over JDBC. */
package io.hotshard.cli.pg;
