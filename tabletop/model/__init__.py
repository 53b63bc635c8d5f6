"""The model ring: registry, sessions, saves, component data, bots and benchmarks (never Qt)."""
