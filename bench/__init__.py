"""Benchmarks run by `make bench`: each module bench/bench_*.py has a main() that prints its ratios."""
