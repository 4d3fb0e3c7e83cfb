package p;

public class A {
    private int x;

    public int first() {
        return 1;
    }

    public int second() {
        int a = 2;
        return a;
    }

    public int third(String s) {
        return 3;
    }
}
