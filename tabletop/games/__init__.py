"""One package per game: pure engines and view projections (stdlib + tabletop.core only)."""
