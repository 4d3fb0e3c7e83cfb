public class Greeter {
    public void hello() {
        System.out.println("hello");
    }

    public void bye() {
        System.out.println("bye");
    }
}
