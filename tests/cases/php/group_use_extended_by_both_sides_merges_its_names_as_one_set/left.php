<?php

namespace Shop\Billing;

use Shop\Domain\{Invoice, Customer, Discount};

final class Biller
{
    public function bill(Customer $customer, Invoice $invoice, ?Discount $discount = null): void
    {
        $invoice->send($customer);
    }
}
