public class Greeter {
    public void hello() {
        System.out.println("hello");
    }

    // public void salute() {
    //     System.out.println("salute");
    // }

    public void bye() {
        System.out.println("bye");
    }
}
