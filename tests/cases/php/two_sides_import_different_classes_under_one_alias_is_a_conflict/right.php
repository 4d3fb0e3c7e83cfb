<?php

namespace Shop\Jobs;

use Shop\Domain\Invoice;
use Shop\Http\Transport;

final class SendInvoice
{
    public function handle(Invoice $invoice): void
    {
        $invoice->send();
        Transport::ping();
    }
}
