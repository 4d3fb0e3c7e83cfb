<?php

namespace Shop\Billing;

use Shop\Domain\{Invoice, Customer};

final class Biller
{
    public function bill(Customer $customer, Invoice $invoice): void
    {
        $invoice->send($customer);
    }
}
