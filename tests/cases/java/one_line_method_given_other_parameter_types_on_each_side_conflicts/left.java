package money;

public final class Prices {

    static long cents(float amount) { return Math.round(amount * 100); }

    static double euros(long cents) { return cents / 100.0; }
}
