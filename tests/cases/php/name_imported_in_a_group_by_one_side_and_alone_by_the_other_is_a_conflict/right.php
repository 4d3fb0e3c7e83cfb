<?php

namespace Shop\Billing;

use Shop\Domain\{Invoice, Customer};
use Shop\Domain\Discount;
use Shop\Support\Clock;

final class Biller
{
    public function due(Invoice $invoice): bool
    {
        return $invoice->dueAt < Clock::now();
    }

    public function reduce(Discount $discount): int
    {
        return $discount->percent;
    }
}
