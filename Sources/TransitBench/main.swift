// Filled in by the benchmark work: the generator and the measurements.
print("transit-bench: not built yet")
