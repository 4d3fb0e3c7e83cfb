<?php

namespace Shop\Billing;

use Shop\Domain\{Invoice, Customer, Discount, Receipt};

final class Biller
{
    public function bill(Customer $customer, Invoice $invoice, ?Discount $discount = null): void
    {
        $invoice->send($customer);
    }

    public function receipt(Invoice $invoice): Receipt
    {
        return new Receipt($invoice);
    }
}
