<?php

namespace App\Billing;

final class InvoiceMailer
{
    public function __construct(private Mailer $mailer)
    {
    }

    public function send(Invoice $invoice): void
    {
        $this->mailer->deliver($invoice->customerEmail(), $invoice->render());
    }
}
