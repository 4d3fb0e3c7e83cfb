package p;

public class A {
    private int x;

    public int first() {
        return 1;
    }

    public int secondValue() {
        int a = 2;
        return a;
    }

    public int third() {
        return 3;
    }
}
