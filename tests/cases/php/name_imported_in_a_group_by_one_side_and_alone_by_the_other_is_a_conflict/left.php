<?php

namespace Shop\Billing;

use Shop\Domain\{Invoice, Customer, Discount};
use Shop\Support\Clock;

final class Biller
{
    public function due(Invoice $invoice, ?Discount $discount = null): bool
    {
        return $invoice->dueAt < Clock::now();
    }
}
