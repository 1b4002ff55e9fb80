"""Infrastructure under the engine: PostgreSQL connections, pools, prepared
statements, read replicas, the vector index, keyset pagination, trace storage and Redis."""
