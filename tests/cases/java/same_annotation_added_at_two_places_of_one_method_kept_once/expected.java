package com.example.orders;

import io.micrometer.core.annotation.Timed;
import org.springframework.transaction.annotation.Transactional;

public class OrderService {
    private final OrderRepository repo;

    public OrderService(OrderRepository repo) {
        this.repo = repo;
    }

    @Timed
    @Transactional
    public void save(Order order) {
        repo.save(order);
    }

    public long count() {
        return repo.countActive();
    }
}
