package com.example.orders;

import static com.example.money.Amounts.sum;
import static com.example.orders.Status.OPEN;
import com.example.audit.Audit;
import com.example.money.Amount;
import java.util.List;

public final class Totals {
    private Totals() {}

    public static Amount openTotal(List<Order> orders) {
        return sum(orders.stream().filter(o -> o.status() == OPEN).map(Order::amount));
    }

    public static Amount auditedOpenTotal(List<Order> orders) {
        Audit.record("openTotal", orders.size());
        return openTotal(orders);
    }
}
