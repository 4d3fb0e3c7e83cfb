package money;

public final class Prices {

<<<<<<< left
    static long cents(float amount) { return Math.round(amount * 100); }
||||||| base
    static long cents(double amount) { return Math.round(amount * 100); }
=======
    static long cents(BigDecimal amount) { return amount.movePointRight(2).longValue(); }
>>>>>>> right

    static double euros(long cents) { return cents / 100.0; }
}
