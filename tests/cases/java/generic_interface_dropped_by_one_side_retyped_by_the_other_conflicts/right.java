package inventory;

import java.io.Serializable;

public class Sku implements Serializable, Comparable<Object> {
    private final String code;

    public Sku(String code) {
        this.code = code;
    }

    @Override
    public int compareTo(Object other) {
        return code.compareTo(String.valueOf(other));
    }
}
