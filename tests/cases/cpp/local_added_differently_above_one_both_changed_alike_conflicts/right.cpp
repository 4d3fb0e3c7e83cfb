int run_bench(Logger& log) {
    int queue_size = 512;
    int iterations = 100000;
    int threads = 4;
    return bench(log, iterations, threads, queue_size);
}
