<?php

namespace Shop\Billing;

<<<<<<< left
use Shop\Domain\{Invoice, Customer, Discount};
||||||| base
use Shop\Domain\{Invoice, Customer};
=======
use Shop\Domain\{Invoice, Customer};
use Shop\Domain\Discount;
>>>>>>> right
use Shop\Support\Clock;

final class Biller
{
    public function due(Invoice $invoice, ?Discount $discount = null): bool
    {
        return $invoice->dueAt < Clock::now();
    }

    public function reduce(Discount $discount): int
    {
        return $discount->percent;
    }
}
