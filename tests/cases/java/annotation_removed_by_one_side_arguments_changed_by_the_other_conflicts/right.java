package shop.api;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

public class CouponRequest {

    @NotNull
    @Size(min = 4, max = 12)
    private String code;

    private int percent;
}
