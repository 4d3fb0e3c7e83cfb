package shop.api;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

public class CouponRequest {

    @NotNull
<<<<<<< left
||||||| base
    @Size(max = 16)
=======
    @Size(min = 4, max = 12)
>>>>>>> right
    private String code;

    private int percent;
}
