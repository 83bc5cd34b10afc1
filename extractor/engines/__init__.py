"""Distributed engines: map the chunk function over a cluster instead of local processes."""
