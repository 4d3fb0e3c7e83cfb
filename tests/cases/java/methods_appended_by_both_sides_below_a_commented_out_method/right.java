package a;

public class Service {
    private int count;

    public int count() {
        return count;
    }

    // public void reset() {
    //     count = 0;
    // }

    public void sub() {
        count--;
    }
}
