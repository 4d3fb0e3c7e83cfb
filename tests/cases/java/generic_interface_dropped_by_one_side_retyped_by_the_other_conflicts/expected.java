package inventory;

import java.io.Serializable;

<<<<<<< left
public class Sku implements Serializable {
||||||| base
public class Sku implements Serializable, Comparable<Sku> {
=======
public class Sku implements Serializable, Comparable<Object> {
>>>>>>> right
    private final String code;

    public Sku(String code) {
        this.code = code;
    }
<<<<<<< left
||||||| base

    @Override
    public int compareTo(Sku other) {
        return code.compareTo(other.code);
    }
=======

    @Override
    public int compareTo(Object other) {
        return code.compareTo(String.valueOf(other));
    }
>>>>>>> right
}
