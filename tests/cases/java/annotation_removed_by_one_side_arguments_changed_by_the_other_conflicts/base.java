package shop.api;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

public class CouponRequest {

    @NotNull
    @Size(max = 16)
    private String code;

    private int percent;
}
