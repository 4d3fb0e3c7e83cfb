package inventory;

import java.io.Serializable;

public class Sku implements Serializable, Comparable<Sku> {
    private final String code;

    public Sku(String code) {
        this.code = code;
    }

    @Override
    public int compareTo(Sku other) {
        return code.compareTo(other.code);
    }
}
