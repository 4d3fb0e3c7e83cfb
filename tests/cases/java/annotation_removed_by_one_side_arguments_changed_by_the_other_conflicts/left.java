package shop.api;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

public class CouponRequest {

    @NotNull
    private String code;

    private int percent;
}
