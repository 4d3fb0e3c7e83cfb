<?php

namespace Shop\Jobs;

use Shop\Domain\Invoice;
<<<<<<< left
use Shop\Mail\Mailer as Transport;
||||||| base
=======
use Shop\Http\Transport;
>>>>>>> right

final class SendInvoice
{
    public function handle(Invoice $invoice, Transport $transport): void
    {
<<<<<<< left
        $transport->deliver($invoice);
||||||| base
        $invoice->send();
=======
        $invoice->send();
        Transport::ping();
>>>>>>> right
    }
}
