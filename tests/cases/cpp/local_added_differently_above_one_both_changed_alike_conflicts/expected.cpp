int run_bench(Logger& log) {
<<<<<<< left
    int queue_size = 4096;
    int iterations = 100000;
||||||| base
    int iterations = 4096;
=======
    int queue_size = 512;
    int iterations = 100000;
>>>>>>> right
    int threads = 4;
    return bench(log, iterations, threads, queue_size);
}
