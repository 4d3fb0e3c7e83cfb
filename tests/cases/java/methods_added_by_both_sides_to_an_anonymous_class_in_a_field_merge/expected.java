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

        public int created() {
            return 0;
        }
    };

    public ThreadFactory factory() {
        return factory;
    }
}
