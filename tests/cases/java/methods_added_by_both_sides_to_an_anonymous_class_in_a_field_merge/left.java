package a;

import java.util.concurrent.ThreadFactory;

public class Pool {
    private final ThreadFactory factory = new ThreadFactory() {
        @Override
        public Thread newThread(Runnable r) {
            return new Thread(r, "pool");
        }

        @Override
        public String toString() {
            return "pool-factory";
        }
    };

    public ThreadFactory factory() {
        return factory;
    }
}
