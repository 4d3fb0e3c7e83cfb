<?php

namespace Shop\Jobs;

use Shop\Domain\Invoice;
use Shop\Mail\Mailer as Transport;

final class SendInvoice
{
    public function handle(Invoice $invoice, Transport $transport): void
    {
        $transport->deliver($invoice);
    }
}
