package money;

public final class Prices {

    static long cents(BigDecimal amount) { return amount.movePointRight(2).longValue(); }

    static double euros(long cents) { return cents / 100.0; }
}
