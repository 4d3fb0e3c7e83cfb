<?php

namespace Shop\Billing;

use Shop\Domain\{Invoice, Customer, Receipt};

final class Biller
{
    public function bill(Customer $customer, Invoice $invoice): void
    {
        $invoice->send($customer);
    }

    public function receipt(Invoice $invoice): Receipt
    {
        return new Receipt($invoice);
    }
}
