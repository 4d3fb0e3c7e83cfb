package billing;

<<<<<<< left
public final class Invoice {
||||||| base
public class Invoice {
=======
public abstract class Invoice {
>>>>>>> right
    private long totalCents;

    long total() {
        return totalCents;
    }

    abstract String currency();
}
