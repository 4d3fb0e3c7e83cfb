package com.acme.billing;

import java.util.List;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class InvoiceController {
    private final InvoiceService service;

    public InvoiceController(InvoiceService service) {
        this.service = service;
    }

<<<<<<< left
    @GetMapping("/invoices/{id}")
    public Invoice get(@PathVariable long id) {
        return service.find(id);
    }

    @GetMapping("/invoices/overdue")
    public List<Invoice> overdue() {
        return service.overdue();
    }
||||||| base
    @GetMapping("/invoices/{id}")
    public Invoice get(@PathVariable long id) {
        return service.find(id);
    }
=======
    @GetMapping("/invoices/overdue")
    public List<Invoice> listOverdue() {
        return service.findOverdue(java.time.LocalDate.now());
    }

    @GetMapping("/invoices/{id}")
    public Invoice get(@PathVariable long id) {
        return service.find(id);
    }
>>>>>>> right
}
