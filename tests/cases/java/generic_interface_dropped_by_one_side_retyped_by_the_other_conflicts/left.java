package inventory;

import java.io.Serializable;

public class Sku implements Serializable {
    private final String code;

    public Sku(String code) {
        this.code = code;
    }
}
