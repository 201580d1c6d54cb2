"""What tests and benchmarks share: throwaway databases, random deal records (not shipped)."""
