package p;

public class A {
    private int x;

    public int first() {
        return 1;
    }

    public int secondValue() {
        int a = 22;
        return a;
    }

    public int third() {
        return 3;
    }
}
