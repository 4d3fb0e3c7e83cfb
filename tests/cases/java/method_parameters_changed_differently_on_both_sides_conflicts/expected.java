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

<<<<<<< left
    public int third(int k) {
||||||| base
    public int third() {
=======
    public int third(String s) {
>>>>>>> right
        return 3;
    }
}
