<?php

namespace Shop\Jobs;

use Shop\Domain\Invoice;

final class SendInvoice
{
    public function handle(Invoice $invoice): void
    {
        $invoice->send();
    }
}
