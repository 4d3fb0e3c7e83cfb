int run_bench(Logger& log) {
    int iterations = 4096;
    int threads = 4;
    return bench(log, iterations, threads);
}
